import { userSWAOf } from '../login-result.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(jwt)` logs in with the app's own JWT (`client.loginUsingJWTAuthentication`); data = the userSWA.
 * @example
 * const login = useLoginWithJwt();
 * login.mutate(appJwt);
 */
export const useLoginWithJwt = (options?: MutationOptions<string>) =>
  useSatchelMutation(
    async (client, jwt: string) => userSWAOf(await client.loginUsingJWTAuthentication(jwt)),
    options,
  );
