import type { SatchelClient, SatchelError } from '../../index.js';

const clients = new WeakMap<SatchelError, SatchelClient>();

/**
 * What `useSatchel()` hands out when the client refused the provider's config: an object whose every use throws
 * that error. Getting it never throws, so a component that takes the client in render (and uses it in handlers)
 * still renders, next to `useSession().status === 'error'`.
 */
export function refusedClient(error: SatchelError): SatchelClient {
  let client = clients.get(error);
  if (!client) {
    client = new Proxy({} as SatchelClient, {
      get(_, property) {
        // Probes of promise-likeness, serialisation and inspection are answered, not refused.
        if (typeof property === 'symbol' || property === 'then' || property === 'toJSON') return undefined;
        throw error;
      },
    });
    clients.set(error, client);
  }
  return client;
}
