import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { curve, N } from './secp256k1.js';

const HALF_N = N / 2n;
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/;

/** Lowercase address of an uncompressed (0x04…) or compressed public key; undefined when not on the curve. */
export function addressOfPublicKey(publicKeyHex: string): `0x${string}` | undefined {
  let uncompressed: Uint8Array | undefined;
  try {
    uncompressed = curve.uncompressed(hexToBytes(publicKeyHex.replace(/^0x/, '')));
  } catch {
    return undefined; // not hex
  }
  return uncompressed && addressOfUncompressed(uncompressed);
}

const addressOfUncompressed = (publicKey: Uint8Array): `0x${string}` =>
  `0x${bytesToHex(curve.keccak256(publicKey.subarray(1)).subarray(12))}`;

/** keccak256(0x19 ‖ "Ethereum Signed Message:\n" ‖ len ‖ m) — EIP-191 version 0x45 (docs/protocol.md §1.6). */
export function eip191Digest(message: Uint8Array): Uint8Array {
  const prefix = utf8ToBytes(`\x19Ethereum Signed Message:\n${message.length}`);
  const full = new Uint8Array(prefix.length + message.length);
  full.set(prefix);
  full.set(message, prefix.length);
  return curve.keccak256(full);
}

/**
 * Recovers the signer of a 65-byte r‖s‖v signature over a 32-byte digest: exactly 65 bytes, v ∈ {0,1,27,28},
 * low-s only. Returns the lowercase address, or undefined for any malformed or non-recoverable signature. Checking a
 * signature against a known key is this and a comparison of addresses: recovery costs about what a verification
 * does (bench/signature-checks.mjs) and accepts exactly the same signatures, recovery id included.
 */
export function recoverDigestSigner(digest: Uint8Array, signatureHex: string): `0x${string}` | undefined {
  if (typeof signatureHex !== 'string' || !SIGNATURE.test(signatureHex)) return undefined;
  const bytes = hexToBytes(signatureHex.slice(2));
  const v = bytes[64];
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return undefined;
  const s = BigInt(`0x${bytesToHex(bytes.subarray(32, 64))}`);
  if (s > HALF_N || s === 0n) return undefined;
  const publicKey = curve.recover(bytes.subarray(0, 64), recovery, digest);
  return publicKey && addressOfUncompressed(publicKey);
}

/** Signer of an EIP-191 **text** signature (UTF-8 bytes of `text`). */
export const recoverTextSigner = (text: string, signatureHex: string) =>
  recoverDigestSigner(eip191Digest(utf8ToBytes(text)), signatureHex);

/** Signer of an EIP-191 **raw-32** signature over the 32 raw bytes of a keccak digest. */
export const recoverRaw32Signer = (digest32: Uint8Array | string, signatureHex: string) =>
  recoverDigestSigner(
    eip191Digest(typeof digest32 === 'string' ? hexToBytes(digest32.replace(/^0x/, '')) : digest32),
    signatureHex,
  );
