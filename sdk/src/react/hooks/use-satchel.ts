import { useContext } from 'react';
import type { SatchelClient } from '../../index.js';
import { SatchelContext, type SatchelContextValue } from '../provider/satchel-context.js';

export const MISSING_PROVIDER = 'useSatchel must be used inside <SatchelProvider>';

export function useSatchelContext(): SatchelContextValue {
  const value = useContext(SatchelContext);
  if (!value) throw new Error(MISSING_PROVIDER);
  return value;
}

/**
 * The provider's `SatchelClient`. With a config the client refused there is none: this throws that error, so render
 * `useSession().status === 'error'` first (the hooks themselves never throw for it: reads stay idle, mutations end
 * in `'error'`). The session's keys are the client's business: `client.getSessionConfig()` for whoever must hold
 * them (a BFF handing a session over), never app state.
 * @example
 * const client = useSatchel();
 * const chains = await getChains(client);
 */
export function useSatchel(): SatchelClient {
  const { client, error } = useSatchelContext();
  if (!client) throw error ?? new Error(MISSING_PROVIDER);
  return client;
}
