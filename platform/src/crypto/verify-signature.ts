import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { createKeyedVerifier } from './keyed-verifier.js';
import { eip191Digest } from './recover-signer.js';
import { signaturePool } from './signature-pool.js';

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;
const uncompressedKeys = new Map<string, Uint8Array>();
const verifyWithKey = createKeyedVerifier(secp256k1);

/** Uncompressed form of a public key, cached: a compressed key costs a square root to decode (client keys repeat). */
function uncompressed(publicKeyHex: string): Uint8Array | undefined {
  const key = publicKeyHex.toLowerCase();
  let bytes = uncompressedKeys.get(key);
  if (!bytes) {
    try {
      bytes = secp256k1.Point.fromBytes(hexToBytes(key.replace(/^0x/, ''))).toBytes(false);
    } catch {
      return undefined;
    }
    if (uncompressedKeys.size > 10_000) uncompressedKeys.clear();
    uncompressedKeys.set(key, bytes);
  }
  return bytes;
}

/**
 * Whether an EIP-191 raw-32 signature over `digest32` (§1.6) was made by the key `publicKeyHex`: exactly 65 bytes,
 * v ∈ {0, 1, 27, 28}, low-s, and the recovery id must match, so this accepts exactly what recovering the signer and
 * comparing it with the key's address accepts — but verifying against a known key skips the square root and the
 * address hashing of recovery.
 */
export function verifyRaw32(digest32: string, signatureHex: string, publicKeyHex: string): boolean {
  return verifyDigest(eip191Digest(hexToBytes(digest32.replace(/^0x/, ''))), signatureHex, publicKeyHex);
}

/** The same check for an EIP-191 **text** signature (UTF-8 bytes of `text`), e.g. a bearer token's. */
export const verifyTextSignature = (text: string, signatureHex: string, publicKeyHex: string) =>
  verifyDigest(eip191Digest(utf8ToBytes(text)), signatureHex, publicKeyHex);

/** The recovered-format signature (recovery id first) and key, or undefined when the input is malformed. */
function prepare(
  signatureHex: string,
  publicKeyHex: string,
): { recovered: Uint8Array; publicKey: Uint8Array } | undefined {
  if (typeof signatureHex !== 'string' || !SIGNATURE.test(signatureHex)) return undefined;
  const bytes = hexToBytes(signatureHex.slice(2));
  const v = bytes[64];
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  const publicKey = uncompressed(publicKeyHex);
  if (!publicKey) return undefined;
  const recovered = new Uint8Array(65);
  recovered[0] = recovery;
  recovered.set(bytes.subarray(0, 64), 1);
  return { recovered, publicKey };
}

/** `verifyRaw32` off the event loop when a signature pool exists (same acceptance), else in-thread. */
export const verifyRaw32Async = (
  digest32: string,
  signatureHex: string,
  publicKeyHex: string,
): Promise<boolean> =>
  verifyDigestAsync(eip191Digest(hexToBytes(digest32.replace(/^0x/, ''))), signatureHex, publicKeyHex);

/** `verifyTextSignature` off the event loop when a signature pool exists (same acceptance), else in-thread. */
export const verifyTextSignatureAsync = (
  text: string,
  signatureHex: string,
  publicKeyHex: string,
): Promise<boolean> => verifyDigestAsync(eip191Digest(utf8ToBytes(text)), signatureHex, publicKeyHex);

async function verifyDigestAsync(
  digest: Uint8Array,
  signatureHex: string,
  publicKeyHex: string,
): Promise<boolean> {
  const pool = signaturePool();
  if (!pool) return verifyDigest(digest, signatureHex, publicKeyHex);
  const prepared = prepare(signatureHex, publicKeyHex);
  if (!prepared) return false;
  const { recovered, publicKey } = prepared;
  return (
    (await pool.verify({ signature: recovered, digest, publicKey })) ??
    verifyWithKey(recovered, digest, publicKey)
  );
}

function verifyDigest(digest: Uint8Array, signatureHex: string, publicKeyHex: string): boolean {
  const prepared = prepare(signatureHex, publicKeyHex);
  return prepared !== undefined && verifyWithKey(prepared.recovered, digest, prepared.publicKey);
}
