import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(jwt)` logs in with the app's own JWT (`client.loginUsingJWTAuthentication`); data = the userSWA.
 * @example
 * const login = useLoginWithJwt();
 * login.mutate(appJwt);
 */
export const useLoginWithJwt = (options?: MutationOptions<string>) =>
  useSatchelMutation((client, jwt: string) => client.loginUsingJWTAuthentication(jwt), options);
