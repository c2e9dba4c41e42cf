import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { SatchelClient } from '../../index.js';
import { useSatchelContext } from './use-satchel.js';

const clientIds = new WeakMap<object, number>();
let nextClientId = 0;

/** A stable id per client instance, so two providers never share cache entries. */
function clientId(client: object): number {
  let id = clientIds.get(client);
  if (id === undefined) clientIds.set(client, (id = ++nextClientId));
  return id;
}

/**
 * swr over one authenticated read: no request until the session is `logged-in`; the key holds the client, the
 * user and the arguments, so a logout or a new user never sees another's cached data.
 */
export function useSatchelRead<T>(
  name: string,
  args: unknown,
  read: (client: SatchelClient) => Promise<T>,
  options?: SWRConfiguration<T, Error>,
): SWRResponse<T, Error> {
  const { client, status, userSWA } = useSatchelContext();
  const key =
    status === 'logged-in'
      ? ['satchel', clientId(client), userSWA, name, JSON.stringify(args ?? null)]
      : null;
  return useSWR<T, Error>(key, () => read(client), options);
}
