import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(email, otp, token)` logs in with an email code (`client.loginUsingEmail`); data = the userSWA.
 * @example
 * const login = useLoginWithEmail({ onSuccess: (userSWA) => navigate('/wallet') });
 * login.mutate('ada@example.com', otp, token);
 */
export const useLoginWithEmail = (options?: MutationOptions<string>) =>
  useSatchelMutation(
    (client, email: string, otp: string, token: string) => client.loginUsingEmail(email, otp, token),
    options,
  );
