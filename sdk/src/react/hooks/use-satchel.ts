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
 * The provider's `SatchelClient`.
 * @example
 * const client = useSatchel();
 * const chains = await getChains(client);
 */
export function useSatchel(): SatchelClient {
  return useSatchelContext().client;
}
