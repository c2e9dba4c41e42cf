import {
  authenticate,
  logout,
  resendOtp,
  sendOtp,
  verifyOtp,
  type SatchelClient,
  type SatchelError,
} from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';
import type { Logger } from 'pino';

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

/**
 * Ends each client's session on the platform (`logout` of the SDK, docs/protocol.md §6.3): true when the platform
 * ended every one (now or before), false when there was none or one was not: a platform without the route (404, as
 * a hosted one may be) or unreachable. That session then ends at its expiry, which one warning says (its userSWA and
 * the failure's code: never a key or a token).
 */
export async function logoutWithSdk(clients: readonly SatchelClient[], logger: Logger): Promise<boolean> {
  const ended = await Promise.all(
    clients.map(async (sdk) => {
      const userSWA = sdk.userSWA;
      try {
        if (await logout(sdk)) return true;
        logger.warn(
          { userSWA },
          'logout: the platform has no logout route (404); the session ends at its expiry',
        );
      } catch (error) {
        const { code, status } = error as SatchelError;
        logger.warn(
          { userSWA, code, status },
          'logout: the platform did not end the session; it ends at its expiry',
        );
      }
      return false;
    }),
  );
  return ended.length > 0 && ended.every(Boolean);
}
