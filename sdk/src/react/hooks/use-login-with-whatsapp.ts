import { userSWAOf } from '../login-result.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(phone, otp, token)` logs in with a WhatsApp code (`client.loginUsingWhatsApp`); data = the userSWA.
 * @example
 * const login = useLoginWithWhatsApp();
 * login.mutate('+91 98765 43210', otp, token);
 */
export const useLoginWithWhatsApp = (options?: MutationOptions<string>) =>
  useSatchelMutation(
    async (client, phone: string, otp: string, token: string) =>
      userSWAOf(await client.loginUsingWhatsApp(phone, otp, token)),
    options,
  );
