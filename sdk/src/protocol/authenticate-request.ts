import type { Address, Hex } from '../crypto/hex-types.js';
import { signRaw32, type SessionKey } from '../crypto/index.js';
import { sessionAuthorizationHash, signAsClient } from './client-signer/client-sign-message.js';
import type { ClientSigner } from './client-signer/client-signer-types.js';
import { generatePaymasterData } from './paymaster-data.js';
import { paymasterValidUntil } from './paymaster-valid-until.js';

/**
 * Inputs of the authenticate body (§7.1).
 * @example
 * const args: AuthenticateRequestArgs = { authData, clientSWA, clientSigner, sessionKey, paymaster, nonce: randomUuid() };
 */
export interface AuthenticateRequestArgs {
  authData: { idToken: string; provider: string };
  clientSWA: Address;
  clientSigner: ClientSigner;
  /** The fresh session key of this login. */
  sessionKey: SessionKey;
  /** Paymaster of the SDK's environment. */
  paymaster: Address;
  /** Fresh UUID v4 of this login. */
  nonce: string;
  /** Clock in ms; defaults to `Date.now()`. */
  nowMs?: number;
}

/**
 * The POST `/api/oc/v1/authenticate` body, keys in the normative order of §7.1.
 * @example
 * const body: AuthenticateRequest = await buildAuthenticateRequest(args);
 * console.log(body.sessionData.sessionPk);
 */
export interface AuthenticateRequest {
  authData: { idToken: string; provider: string };
  sessionData: { nonce: string; clientSWA: Address; sessionPk: Hex; paymaster: Address; paymasterData: Hex };
  sessionPkClientSignature: Hex;
  sessionDataUserSignature: Hex;
}

/**
 * The authenticate body (§7.1–7.2): paymaster data for `nonce`, and the raw-32 signatures of
 * `h = keccak256(abi.encode(address session))` by the client signer and by the session key.
 * @example
 * const body = await buildAuthenticateRequest({
 *   authData: { idToken, provider: 'google' },
 *   clientSWA,
 *   clientSigner,
 *   sessionKey: SessionKey.create(),
 *   paymaster: getEnvConfig('sandbox', { platformUrl }).paymaster,
 *   nonce: randomUuid(),
 * });
 */
export async function buildAuthenticateRequest({
  authData,
  clientSWA,
  clientSigner,
  sessionKey,
  paymaster,
  nonce,
  nowMs = Date.now(),
}: AuthenticateRequestArgs): Promise<AuthenticateRequest> {
  const paymasterData = await generatePaymasterData({
    clientSWA,
    clientSigner,
    nonce,
    validUntil: paymasterValidUntil(nowMs),
  });
  const sessionAddress = sessionKey.address;
  return {
    authData: { idToken: authData.idToken, provider: authData.provider },
    sessionData: { nonce, clientSWA, sessionPk: sessionKey.publicKeyHex, paymaster, paymasterData },
    sessionPkClientSignature: await signAsClient(clientSigner, { kind: 'session', sessionAddress }),
    sessionDataUserSignature: signRaw32(sessionAuthorizationHash(sessionAddress), sessionKey.privateKeyHex),
  };
}
