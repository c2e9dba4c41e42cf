import type { Address, Hex } from '../crypto/hex-types.js';
import { fromHex, signRaw32, type SessionKey } from '../crypto/index.js';
import { keccak256Bytes } from '../crypto/keccak256.js';
import { encodeAbiParameters } from './abi/encode-abi-parameters.js';
import { generatePaymasterData } from './paymaster-data.js';
import { paymasterValidUntil } from './paymaster-valid-until.js';

/**
 * Inputs of the authenticate body (§7.1).
 * @example
 * const args: AuthenticateRequestArgs = { authData, clientSWA, clientPrivateKey, sessionKey, paymaster, nonce: randomUuid() };
 */
export interface AuthenticateRequestArgs {
  authData: { idToken: string; provider: string };
  clientSWA: Address;
  clientPrivateKey: Hex;
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
 * const body: AuthenticateRequest = buildAuthenticateRequest(args);
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
 * `h = keccak256(abi.encode(address session))` by the client key and by the session key.
 * @example
 * const body = buildAuthenticateRequest({
 *   authData: { idToken, provider: 'google' },
 *   clientSWA,
 *   clientPrivateKey,
 *   sessionKey: SessionKey.create(),
 *   paymaster: getEnvConfig('sandbox', { platformUrl }).paymaster,
 *   nonce: randomUuid(),
 * });
 */
export function buildAuthenticateRequest({
  authData,
  clientSWA,
  clientPrivateKey,
  sessionKey,
  paymaster,
  nonce,
  nowMs = Date.now(),
}: AuthenticateRequestArgs): AuthenticateRequest {
  const paymasterData = generatePaymasterData({
    clientSWA,
    clientPrivateKey,
    nonce,
    validUntil: paymasterValidUntil(nowMs),
  });
  const h = keccak256Bytes(fromHex(encodeAbiParameters([{ type: 'address' }], [sessionKey.address])));
  return {
    authData: { idToken: authData.idToken, provider: authData.provider },
    sessionData: { nonce, clientSWA, sessionPk: sessionKey.publicKeyHex, paymaster, paymasterData },
    sessionPkClientSignature: signRaw32(h, clientPrivateKey),
    sessionDataUserSignature: signRaw32(h, sessionKey.privateKeyHex),
  };
}
