import type { secp256k1 } from '@noble/curves/secp256k1.js';

/** Verifies a 65-byte recovered-format signature (`recovery ‖ r ‖ s`) over a 32-byte digest for an uncompressed key. */
export type KeyedVerify = (signature: Uint8Array, digest: Uint8Array, publicKey: Uint8Array) => boolean;

/**
 * ECDSA verification with exactly the acceptance of noble's
 * `secp256k1.verify(signature, digest, publicKey, { prehash: false, format: 'recovered', lowS: true })`
 * (r, s in range, low s, R = u1·G + u2·P not infinity, R.x = r and R's parity = the recovery id), but faster for the
 * keys a platform sees again and again:
 * - G gets a width-8 table (noble's default is 6), so u1·G costs fewer additions;
 * - decoded public keys are kept (up to `maxKeys`), and a key that has verified `hotAfter` times (in practice a
 *   client's paymaster signer, which signs every operation) gets its own width-8 table, which makes u2·P about as cheap
 *   as u1·G. At most `maxHot` such tables (≈ 0.7 MB each) are kept.
 *
 * Self-contained on purpose: the signature pool's workers evaluate this function's source with their own noble.
 */
export function createKeyedVerifier(
  curve: typeof secp256k1,
  { maxKeys = 2048, hotAfter = 256, maxHot = 8 } = {},
): KeyedVerify {
  const { Point, Signature } = curve;
  const Fn = Point.Fn;
  Point.BASE.precompute(8);
  const points = new Map<string, { point: InstanceType<typeof Point>; uses: number }>();
  const hot = new Set<string>();

  const toBigInt = (bytes: Uint8Array) => {
    const view = new DataView(bytes.buffer, bytes.byteOffset, 32);
    let n = 0n;
    for (let i = 0; i < 32; i += 8) n = (n << 64n) | view.getBigUint64(i);
    return n;
  };

  const keyPoint = (publicKey: Uint8Array) => {
    let id = '';
    for (let i = 0; i < publicKey.length; i++) id += String.fromCharCode(publicKey[i]);
    let entry = points.get(id);
    if (!entry) {
      if (points.size >= maxKeys) {
        const oldest = points.keys().next().value as string;
        points.delete(oldest);
        hot.delete(oldest);
      }
      entry = { point: Point.fromBytes(publicKey), uses: 0 };
      points.set(id, entry);
    }
    entry.uses++;
    if (entry.uses === hotAfter) {
      if (hot.size >= maxHot) {
        // A table lives on its point: forgetting the point frees it (the key is decoded again when next seen).
        const evicted = hot.values().next().value as string;
        hot.delete(evicted);
        points.delete(evicted);
      }
      entry.point.precompute(8);
      hot.add(id);
    }
    return entry.point;
  };

  return (signature, digest, publicKey) => {
    try {
      if (signature.length !== 65 || digest.length !== 32) return false;
      const sig = Signature.fromBytes(signature, 'recovered');
      if (sig.hasHighS()) return false;
      const P = keyPoint(publicKey);
      if (P.is0()) return false;
      const is = Fn.inv(sig.s);
      const u1 = Fn.create(Fn.create(toBigInt(digest)) * is);
      const u2 = Fn.create(sig.r * is);
      const R = Point.BASE.multiplyUnsafe(u1).add(P.multiplyUnsafe(u2));
      if (R.is0()) return false;
      const { x, y } = R.toAffine();
      // noble's recovery bit is (x === r ? 0 : 2) | parity(y): ids 0 and 1 require x itself to equal r.
      return x === sig.r && Number(y & 1n) === sig.recovery;
    } catch {
      return false;
    }
  };
}
