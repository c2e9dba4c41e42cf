import type { OtpSendResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(contact, token, 'email' | 'whatsapp')` sends the code again (`client.resendOTP`); data = the new `{token, …}`.
 * @example
 * const resendOtp = useResendOtp();
 * const { token: newToken } = await resendOtp.mutateAsync('ada@example.com', token, 'email');
 */
export const useResendOtp = (options?: MutationOptions<OtpSendResult>) =>
  useSatchelMutation(
    (client, contact: string, token: string, method: 'email' | 'whatsapp') =>
      client.resendOTP(contact, token, method),
    options,
  );
