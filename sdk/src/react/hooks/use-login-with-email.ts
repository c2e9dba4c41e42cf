import { userSWAOf } from '../login-result.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(email, otp, token)` logs in with an email code (`client.loginUsingEmail`); data = the userSWA.
 * @example
 * const login = useLoginWithEmail({ onSuccess: (userSWA) => navigate('/wallet') });
 * login.mutate('ada@example.com', otp, token);
 */
export const useLoginWithEmail = (options?: MutationOptions<string>) =>
  useSatchelMutation(
    async (client, email: string, otp: string, token: string) =>
      userSWAOf(await client.loginUsingEmail(email, otp, token)),
    options,
  );
