import { LIFETIMES, type SessionConfig } from '@satchel/shared';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * The bearer token of PROTOCOL §6.1 for the api-mode session, shown in Session Information exactly as the SDK
 * would build it for its next request (api mode has no SDK in the browser to ask).
 */
export async function sessionBearerToken(session: SessionConfig): Promise<string> {
  const data = {
    expire_at: Math.round(Date.now() / 1000) + LIFETIMES.bearerTokenSeconds,
    session_pub_key: session.sessionPubKey,
  };
  const account = privateKeyToAccount(session.sessionPrivKey as `0x${string}`);
  const dataSignature = await account.signMessage({ message: JSON.stringify(data) });
  return btoa(JSON.stringify({ type: 'ecdsa_uncompressed', data, data_signature: dataSignature }));
}
