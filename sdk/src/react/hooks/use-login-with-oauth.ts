import { userSWAOf } from '../login-result.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate({idToken, provider})` logs in with an identity token, e.g. Google's (`client.loginUsingOAuth`); data = the userSWA.
 * @example
 * const login = useLoginWithOAuth();
 * login.mutate({ idToken: credential, provider: 'google' });
 */
export const useLoginWithOAuth = (options?: MutationOptions<string>) =>
  useSatchelMutation(
    async (client, data: { idToken: string; provider: string }) =>
      userSWAOf(await client.loginUsingOAuth(data)),
    options,
  );
