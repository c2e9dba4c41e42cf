import { useContext } from 'react';
import type { SatchelClient } from '../../index.js';
import { refusedClient } from '../provider/refused-client.js';
import { SatchelContext, type SatchelContextValue } from '../provider/satchel-context.js';

export const MISSING_PROVIDER = 'useSatchel must be used inside <SatchelProvider>';

export function useSatchelContext(): SatchelContextValue {
  const value = useContext(SatchelContext);
  if (!value) throw new Error(MISSING_PROVIDER);
  return value;
}

/**
 * The provider's `SatchelClient`. With a config the client refused there is none: rendering goes on, and every use
 * of what this returns throws that error (show `useSession().status === 'error'`; the hooks never throw for it:
 * reads stay idle, mutations end in `'error'`). The session's keys are the client's business:
 * `client.getSessionConfig()` for whoever must hold them (a BFF handing a session over), never app state.
 * @example
 * const client = useSatchel();
 * const chains = await getChains(client);
 */
export function useSatchel(): SatchelClient {
  const { client, error } = useSatchelContext();
  if (client) return client;
  if (error) return refusedClient(error);
  throw new Error(MISSING_PROVIDER);
}
