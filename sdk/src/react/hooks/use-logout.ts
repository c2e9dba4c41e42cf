import { logout } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate()` ends the session on the platform, then here (`logout(client)`, docs/protocol.md §6.3; the provider
 * forgets the stored copy and turns `logged-out`). data = whether the platform ended it (`false`: it has no logout,
 * the session ends at its expiry); the session is forgotten here even when the call fails.
 * @example
 * const logout = useLogout();
 * <button onClick={() => logout.mutate()}>Log out</button>;
 */
export const useLogout = (options?: MutationOptions<boolean>) =>
  useSatchelMutation((client) => logout(client), options);
