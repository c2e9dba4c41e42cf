import { SUPPORTS } from './supports.js';
import type { Backend } from './types.js';

/**
 * A stand-in for a mode's backend before its chunk is loaded: `mode` and `supports` answer at once, and the first
 * method call asks for the real backend (`want`) and then runs on it. So the login page renders without the SDK or
 * the BFF client, and loads one only when the user acts (first load).
 */
export function deferredBackend(mode: Backend['mode'], want: () => void, real: Promise<Backend>): Backend {
  return new Proxy({} as Backend, {
    get(_, name) {
      if (name === 'mode') return mode;
      if (name === 'supports') return SUPPORTS[mode];
      // Nothing was called yet, so there is nothing to log.
      if (name === 'requestLog' || typeof name === 'symbol' || name === 'then') return undefined;
      return (...args: unknown[]) => {
        want();
        return real.then((backend) =>
          Reflect.apply(backend[name as keyof Backend] as () => unknown, backend, args),
        );
      };
    },
  });
}
