import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate()` ends the session (`client.sessionClear`; the provider forgets the stored copy and turns `logged-out`).
 * @example
 * const logout = useLogout();
 * <button onClick={() => logout.mutate()}>Log out</button>;
 */
export const useLogout = (options?: MutationOptions<void>) =>
  useSatchelMutation(async (client) => client.sessionClear(), options);
