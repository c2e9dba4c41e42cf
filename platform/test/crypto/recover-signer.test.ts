import { describe, expect, it } from '@jest/globals';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  addressOfPublicKey,
  recoverRaw32Signer,
  recoverTextSigner,
} from '../../src/crypto/recover-signer.js';

const N = secp256k1.Point.CURVE().n;
const account = privateKeyToAccount(generatePrivateKey());
const signer = account.address.toLowerCase();
const digest = keccak256(toHex('satchel'));

/** Rewrites v or s of a 65-byte signature. */
function withParts(signature: string, parts: { v?: number; s?: bigint }) {
  const r = signature.slice(2, 66);
  const s = parts.s === undefined ? signature.slice(66, 130) : parts.s.toString(16).padStart(64, '0');
  const v = parts.v === undefined ? signature.slice(130) : parts.v.toString(16).padStart(2, '0');
  return `0x${r}${s}${v}`;
}

// viem signs (an independent implementation); the platform recovers with libsecp256k1 (or noble, in the second run).
describe('recovering the signer of an EIP-191 signature', () => {
  it('finds viem signers, with v as 27/28 or 0/1; text and raw-32 flavours', async () => {
    const sig = await account.signMessage({ message: { raw: digest } });
    const v = parseInt(sig.slice(130), 16);
    expect(recoverRaw32Signer(digest, sig)).toBe(signer);
    expect(recoverRaw32Signer(digest, withParts(sig, { v: v - 27 }))).toBe(signer);
    const text = await account.signMessage({ message: 'hello' });
    expect(recoverTextSigner('hello', text)).toBe(signer);
    expect(recoverTextSigner('hellO', text)).not.toBe(signer);
  });

  it('refuses a flipped recovery id, v 29, high s, zero s and malformed lengths', async () => {
    const sig = await account.signMessage({ message: { raw: digest } });
    const v = parseInt(sig.slice(130), 16);
    const s = BigInt(`0x${sig.slice(66, 130)}`);
    expect(recoverRaw32Signer(digest, withParts(sig, { v: v === 27 ? 28 : 27 }))).not.toBe(signer);
    for (const bad of [
      withParts(sig, { v: 29 }),
      withParts(sig, { s: N - s, v: v === 27 ? 28 : 27 }),
      withParts(sig, { s: 0n }),
      sig.slice(0, 130),
      `${sig}00`,
      `${sig.slice(0, 131)}g`,
    ])
      expect(recoverRaw32Signer(digest, bad)).toBeUndefined();
    expect(recoverRaw32Signer(keccak256(toHex('other')), sig)).not.toBe(signer);
  });

  it('gives the address of a public key, compressed or not, and nothing for one off the curve or not hex', () => {
    const compressed = toHex(secp256k1.Point.fromHex(account.publicKey.slice(2)).toBytes(true));
    expect(addressOfPublicKey(account.publicKey)).toBe(signer);
    expect(addressOfPublicKey(compressed)).toBe(signer);
    expect(addressOfPublicKey('0x04deadbeef')).toBeUndefined();
    expect(addressOfPublicKey('0xzz')).toBeUndefined();
    expect(addressOfPublicKey(`0x06${account.publicKey.slice(4)}`)).toBeUndefined();
  });
});
