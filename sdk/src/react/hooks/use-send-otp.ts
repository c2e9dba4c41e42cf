import type { OtpSendResult } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(contact, 'email' | 'whatsapp')` sends a one-time code (`client.sendOTP`); data = `{token, …}` for the login.
 * @example
 * const sendOtp = useSendOtp();
 * const { token } = await sendOtp.mutateAsync('ada@example.com', 'email');
 */
export const useSendOtp = (options?: MutationOptions<OtpSendResult>) =>
  useSatchelMutation(
    (client, contact: string, method: 'email' | 'whatsapp') => client.sendOTP(contact, method),
    options,
  );
