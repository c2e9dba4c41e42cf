import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { readKey, type ReadName, type SatchelClient } from '../../index.js';
import { useSatchelContext } from './use-satchel.js';

/**
 * swr over one authenticated read: no request until the session is `logged-in`; the key is the core's
 * `readKey` (client, user, read, arguments), so a logout or a new user never sees another's cached data and a
 * write can revalidate exactly the reads it changed.
 */
export function useSatchelRead<T>(
  name: ReadName,
  args: unknown,
  read: (client: SatchelClient) => Promise<T>,
  options?: SWRConfiguration<T, Error>,
): SWRResponse<T, Error> {
  const { client, status } = useSatchelContext();
  return useSWR<T, Error>(
    status === 'logged-in' ? readKey(client, name, args) : null,
    () => read(client),
    options,
  );
}
