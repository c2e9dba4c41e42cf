import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { availableParallelism } from 'node:os';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak256, toHex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { recoverRaw32Signer } from '../../src/crypto/recover-signer.js';
import { closeSignaturePool, SignaturePool, signaturePool } from '../../src/crypto/signature-pool.js';
import { verifyRaw32, verifyRaw32Async, verifyTextSignature } from '../../src/crypto/verify-signature.js';

afterAll(() => closeSignaturePool());

const N = secp256k1.Point.CURVE().n;
const account = privateKeyToAccount(generatePrivateKey());
const other = privateKeyToAccount(generatePrivateKey());
const digest = keccak256(toHex('satchel'));

/** Rewrites v or s of a 65-byte signature. */
function withParts(signature: string, parts: { v?: number; s?: bigint }) {
  const r = signature.slice(2, 66);
  const s = parts.s === undefined ? signature.slice(66, 130) : parts.s.toString(16).padStart(64, '0');
  const v = parts.v === undefined ? signature.slice(130) : parts.v.toString(16).padStart(2, '0');
  return `0x${r}${s}${v}`;
}

describe('verifyRaw32 accepts exactly what recovery accepts', () => {
  it('valid signatures, with v as 27/28 or 0/1; text flavour', async () => {
    const sig = await account.signMessage({ message: { raw: digest } });
    const v = parseInt(sig.slice(130), 16);
    expect(verifyRaw32(digest, sig, account.publicKey)).toBe(true);
    expect(verifyRaw32(digest, withParts(sig, { v: v - 27 }), account.publicKey)).toBe(true);
    const text = await account.signMessage({ message: 'hello' });
    expect(verifyTextSignature('hello', text, account.publicKey)).toBe(true);
    expect(verifyTextSignature('hellO', text, account.publicKey)).toBe(false);
  });

  it('rejects a flipped recovery id, high s, other keys, other digests and malformed input, like recovery', async () => {
    const sig = await account.signMessage({ message: { raw: digest } });
    const v = parseInt(sig.slice(130), 16);
    const s = BigInt(`0x${sig.slice(66, 130)}`);
    const cases = [
      withParts(sig, { v: v === 27 ? 28 : 27 }),
      withParts(sig, { v: 29 }),
      withParts(sig, { s: N - s, v: v === 27 ? 28 : 27 }),
      sig.slice(0, 130),
      `${sig}00`,
    ];
    for (const bad of cases) {
      expect(verifyRaw32(digest, bad, account.publicKey)).toBe(false);
      expect(recoverRaw32Signer(digest, bad) === account.address.toLowerCase()).toBe(false);
    }
    expect(verifyRaw32(digest, sig, other.publicKey)).toBe(false);
    expect(verifyRaw32(keccak256(toHex('other')), sig, account.publicKey)).toBe(false);
    expect(verifyRaw32(digest, sig, '0x04deadbeef')).toBe(false);
  });

  it('the worker pool gives the same answers as the in-thread check, for many concurrent jobs', async () => {
    if (poolExpected()) expect(signaturePool()).not.toBeNull();
    const sig = await account.signMessage({ message: { raw: digest } });
    const v = parseInt(sig.slice(130), 16);
    const inputs: [string, string][] = [
      [sig, account.publicKey],
      [withParts(sig, { v: v - 27 }), account.publicKey],
      [withParts(sig, { v: v === 27 ? 28 : 27 }), account.publicKey],
      [sig, other.publicKey],
      ['0x1234', account.publicKey],
    ];
    const many = Array.from({ length: 40 }, (_, i) => inputs[i % inputs.length]);
    const results = await Promise.all(many.map(([s, k]) => verifyRaw32Async(digest, s, k)));
    expect(results).toEqual(many.map(([s, k]) => verifyRaw32(digest, s, k)));
    expect(results.filter(Boolean)).toHaveLength(16);
  });
});

describe('a failed signature worker', () => {
  it('hands its jobs back to be checked in-thread, now and later, with one warning', async () => {
    const emitWarning = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    // A worker whose noble cannot load crashes, as one did under tsx before it defined __name.
    const pool = new SignaturePool(1, 'file:///nonexistent/secp256k1.js');
    try {
      const job = {
        signature: new Uint8Array(65),
        digest: new Uint8Array(32),
        publicKey: new Uint8Array(65),
      };
      expect(await pool.verify(job)).toBeUndefined();
      expect(await pool.verify(job)).toBeUndefined();
      expect(emitWarning).toHaveBeenCalledTimes(1);
      expect(String(emitWarning.mock.calls[0]?.[0])).toMatch(
        /^signature worker failed \(.+\); verifying signatures in-thread/,
      );
    } finally {
      emitWarning.mockRestore();
      pool.terminate();
    }
  });
});

/** On a machine with more than one CPU the pool exists (the platform default). */
function poolExpected() {
  return availableParallelism() > 1 && process.env.SATCHEL_SIGNATURE_WORKERS === undefined;
}
