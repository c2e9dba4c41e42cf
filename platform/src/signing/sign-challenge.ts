import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalizeModule from 'canonicalize';

// The package is CommonJS (`module.exports = serialize`) while its types declare a default export; under jest's
// ESM interop the function may also arrive as `.default`.
type Serialize = (input: unknown) => string | undefined;
const canonicalize: Serialize =
  typeof canonicalizeModule === 'function'
    ? (canonicalizeModule as unknown as Serialize)
    : (canonicalizeModule as unknown as { default: Serialize }).default;

const jcs = (value: unknown) => {
  const text = canonicalize(value);
  if (text === undefined) throw new Error('value cannot be canonicalized');
  return text;
};

/**
 * The text the session key signs for signMessage (docs/protocol.md §13.1 steps 2–5), rebuilt independently:
 * JCS messageField → setup {t, key_id, message, signAlg} → challenge = sha256(sha256(JCS(setup))) → JCS({setup, challenge}).
 */
export function signMessageChallenge(input: {
  transactionId: string;
  method: 'EIP191' | 'EIP712';
  signingMessage: string;
  threshold: number;
  ecdsaKeyId: string;
}): { challenge: string; signedText: string } {
  const message = jcs({
    [input.transactionId]: { requestType: input.method, signingMessage: input.signingMessage },
  });
  const setup = { t: input.threshold, key_id: input.ecdsaKeyId, message, signAlg: 'secp256k1' };
  const challenge = bytesToHex(sha256(sha256(utf8ToBytes(jcs(setup)))));
  return { challenge, signedText: jcs({ setup, challenge }) };
}
