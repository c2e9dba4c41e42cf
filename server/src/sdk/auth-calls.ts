import { authenticate, resendOtp, sendOtp, verifyOtp, type SatchelClient } from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';

type ClientFactory = () => Promise<SatchelClient>;
type Channel = 'email' | 'whatsapp';

/** Send, or resend when the previous token is given (§8.1). */
export async function sendOtpWithSdk(
  client: ClientFactory,
  contact: string,
  channel: Channel,
  token?: string,
) {
  const sdk = await client();
  return token === undefined ? sendOtp(sdk, contact, channel) : resendOtp(sdk, contact, token, channel);
}

/** Verify only: the demo logs in afterwards through api/auth/authenticate with the authToken. */
export async function verifyOtpWithSdk(
  client: ClientFactory,
  contact: string,
  otp: string,
  token: string,
  channel: Channel,
) {
  return verifyOtp(await client(), contact, otp, token, channel);
}

/** Server-side login with any of the six providers; answers the platform's data and the new session keys. */
export async function authenticateWithSdk(
  client: ClientFactory,
  idToken: string,
  provider: string,
): Promise<{ data: unknown; sessionConfig: SessionConfig }> {
  const sdk = await client();
  const data = await authenticate(sdk, { idToken, provider });
  const sessionConfig = sdk.getSessionConfig() as SessionConfig;
  return { data, sessionConfig };
}
