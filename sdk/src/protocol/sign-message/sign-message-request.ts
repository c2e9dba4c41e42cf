import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Address, Hex } from '../../crypto/hex-types.js';
import { randomUuid, signText } from '../../crypto/index.js';
import { canonicalJson } from './canonical-json.js';

/**
 * How a message is signed: a personal message (EIP-191) or typed data (EIP-712).
 * @example
 * const method: SignMessageMethod = 'EIP712';
 */
export type SignMessageMethod = 'EIP191' | 'EIP712';

/**
 * Inputs of a signMessage / signTypedData request (§13.1).
 * @example
 * const args: SignMessageRequestArgs = { message: 'hello', method: 'EIP191', ecdsaKeyId, threshold: env.signThreshold, sessionPrivKey, sessionPubKey, userSWA };
 */
export interface SignMessageRequestArgs {
  /** The text to sign; for EIP712 the typed-data JSON text (see `typedDataToMessage`). */
  message: string;
  method: SignMessageMethod;
  /** The user's `ecdsaKeyId` (user keys). */
  ecdsaKeyId: string;
  /** The environment's sign threshold `t`. */
  threshold: number;
  sessionPrivKey: Hex;
  sessionPubKey: Hex;
  userSWA: Address;
  /** Defaults to a fresh UUID v4. */
  transactionId?: string;
  /** Defaults to another fresh UUID v4. */
  jobId?: string;
}

/**
 * The POST `/api/oc/v1/signMessage` body (§13.1).
 * @example
 * const body: SignMessageRequest = buildSignMessageRequest(args);
 * const [{ transactionId }] = body.data.transactions;
 */
export interface SignMessageRequest {
  data: {
    userData: { userSWA: Address; jobId: string; sessionPk: Hex };
    transactions: [
      { transactionId: string; method: SignMessageMethod; signingMessage: string; userSessionSignature: Hex },
    ];
  };
}

/**
 * The signMessage body (§13.1): `setup = {t, key_id, message: JCS({[txid]: {requestType, signingMessage}}),
 * signAlg}`, `challenge = hex(sha256(sha256(JCS(setup))))`, and the session key's text signature of
 * `JCS({setup, challenge})`. `setup` and `challenge` are not sent.
 * @example
 * const body = buildSignMessageRequest({
 *   message: typedDataToMessage(typedData),
 *   method: 'EIP712',
 *   ecdsaKeyId: keys.ecdsaKeyId,
 *   threshold: getEnvConfig('sandbox', { platformUrl }).signThreshold,
 *   sessionPrivKey,
 *   sessionPubKey,
 *   userSWA,
 * });
 */
export function buildSignMessageRequest(args: SignMessageRequestArgs): SignMessageRequest {
  const transactionId = args.transactionId ?? randomUuid();
  const jobId = args.jobId ?? randomUuid();
  const messageField = canonicalJson({
    [transactionId]: { requestType: args.method, signingMessage: args.message },
  });
  const setup = { t: args.threshold, key_id: args.ecdsaKeyId, message: messageField, signAlg: 'secp256k1' };
  const challenge = bytesToHex(sha256(sha256(utf8ToBytes(canonicalJson(setup)))));
  const userSessionSignature = signText(canonicalJson({ setup, challenge }), args.sessionPrivKey);
  return {
    data: {
      userData: { userSWA: args.userSWA, jobId, sessionPk: args.sessionPubKey },
      transactions: [
        { transactionId, method: args.method, signingMessage: args.message, userSessionSignature },
      ],
    },
  };
}
