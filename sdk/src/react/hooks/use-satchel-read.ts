import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { readKey, type ReadName, type SatchelClient, type SatchelError } from '../../index.js';
import { toSatchelError } from '../provider/to-satchel-error.js';
import { useSatchelContext } from './use-satchel.js';

/**
 * swr options of a read hook (errors are `SatchelError`s).
 * @example
 * const options: ReadOptions<Portfolio> = { refreshInterval: 30_000, revalidateOnFocus: false };
 */
export type ReadOptions<T> = SWRConfiguration<T, SatchelError>;

/**
 * swr over one authenticated read: no request until the session is `logged-in` (`data`, `error` undefined and
 * `isLoading` false: idle); the key is the core's `readKey` (client, user, read, arguments), so a logout or a new
 * user never sees another's cached data and a write can revalidate exactly the reads it changed. A 401 saying the
 * session ended logs the provider out.
 */
export function useSatchelRead<T>(
  name: ReadName,
  args: unknown,
  read: (client: SatchelClient) => Promise<T>,
  options?: ReadOptions<T>,
): SWRResponse<T, SatchelError> {
  const { client, status, endSession } = useSatchelContext();
  return useSWR<T, SatchelError>(
    client && status === 'logged-in' ? readKey(client, name, args) : null,
    async () => {
      const user = client?.userSWA;
      try {
        return await read(client as SatchelClient);
      } catch (failure) {
        const error = toSatchelError(failure);
        endSession(error, user);
        throw error;
      }
    },
    options,
  );
}
