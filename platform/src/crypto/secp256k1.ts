import { secp256k1 as noble } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { remember } from '@satchel/shared';
import { nativeCrypto } from './native-crypto.js';

/**
 * The platform's secp256k1 and Keccak-256: libsecp256k1 and the native Keccak (`secp256k1`, `keccak`), or noble where
 * they cannot load, with the same answer for every input (platform/test/crypto/secp256k1.test.ts compares them).
 */
export interface Curve {
  /**
   * The uncompressed public key that made the 64-byte `r ‖ s` with recovery id 0 or 1 over a 32-byte digest, or
   * undefined when there is none (r or s out of 1 … n − 1, no point). High s is accepted: callers that require low s
   * check it first.
   */
  recover(signature: Uint8Array, recovery: number, digest: Uint8Array): Uint8Array | undefined;
  /** The uncompressed form of a compressed (`02`/`03`) or uncompressed (`04`) key; undefined off the curve. */
  uncompressed(publicKey: Uint8Array): Uint8Array | undefined;
  /** RFC 6979 ECDSA over a 32-byte digest, low s: `r ‖ s` and the recovery id. */
  sign(digest: Uint8Array, privateKey: Uint8Array): { signature: Uint8Array; recovery: number };
  getPublicKey(privateKey: Uint8Array, compressed: boolean): Uint8Array;
  keccak256(data: Uint8Array): Uint8Array;
}

/** The group order n. */
export const N = noble.Point.CURVE().n;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
const asBytes = (buffer: Uint8Array) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

/**
 * The digest reduced mod n. RFC 6979 (and noble) derive the nonce from `digest mod n`; libsecp256k1 feeds its nonce
 * function the digest as given, so a digest ≥ n (a 2⁻¹²⁸ chance for a hash) would get another nonce. Both sign
 * `digest mod n`, so signing the reduced digest natively gives noble's bytes.
 */
function reduced(digest: Uint8Array): Uint8Array {
  if (digest[0] !== 0xff) return digest;
  const value = BigInt(`0x${hex(digest)}`);
  return value < N ? digest : Buffer.from((value - N).toString(16).padStart(64, '0'), 'hex');
}

const nobleCurve: Curve = {
  recover(signature, recovery, digest) {
    // noble would read a digest of another length as a number; libsecp256k1 takes exactly 32 bytes.
    if (digest.length !== 32) return undefined;
    try {
      const recovered = new Uint8Array(65);
      recovered[0] = recovery;
      recovered.set(signature, 1);
      return noble.Signature.fromBytes(recovered, 'recovered').recoverPublicKey(digest).toBytes(false);
    } catch {
      return undefined;
    }
  },
  uncompressed(publicKey) {
    try {
      return noble.Point.fromBytes(publicKey).toBytes(false);
    } catch {
      return undefined;
    }
  },
  sign(digest, privateKey) {
    const recovered = noble.sign(digest, privateKey, { prehash: false, format: 'recovered' });
    return { signature: recovered.subarray(1), recovery: recovered[0] };
  },
  getPublicKey: (privateKey, compressed) => noble.getPublicKey(privateKey, compressed),
  keccak256: (data) => keccak_256(data),
};

function nativeCurve({ secp256k1: addon, keccak }: NonNullable<typeof nativeCrypto>): Curve {
  return {
    recover(signature, recovery, digest) {
      try {
        return addon.ecdsaRecover(signature, recovery, digest, false);
      } catch {
        return undefined;
      }
    },
    uncompressed(publicKey) {
      // libsecp256k1 also parses the hybrid forms 06/07, which noble (and so the platform) refuses.
      if (![2, 3, 4].includes(publicKey[0]) || publicKey.length !== (publicKey[0] === 4 ? 65 : 33))
        return undefined;
      try {
        return addon.publicKeyConvert(publicKey, false);
      } catch {
        return undefined;
      }
    },
    sign(digest, privateKey) {
      const { signature, recid } = addon.ecdsaSign(reduced(digest), privateKey);
      return { signature, recovery: recid };
    },
    getPublicKey: (privateKey, compressed) => addon.publicKeyCreate(privateKey, compressed),
    keccak256: keccakOf(keccak),
  };
}

/** The native Keccak state behind the `keccak` package's hash objects (its `_state`), when it has that shape. */
interface KeccakState {
  initialize(rate: number, capacity: number): void;
  absorb(data: Buffer): void;
  absorbLastFewBits(bits: number): void;
  squeeze(length: number): Buffer;
}

/**
 * Keccak-256 on the native addon. The package's hash object is a stream (a Transform built per call, three times
 * the hash's own cost on short inputs, which the EVM's SHA3 opcode hashes by the thousand per bundle): its native
 * state is used directly instead, one per process, reset per hash (rate 1088, capacity 512, suffix 0x01: the
 * package's own parameters for keccak256). Falls back to the hash object if the package's shape ever changes.
 */
function keccakOf(keccak: NonNullable<typeof nativeCrypto>['keccak']): Curve['keccak256'] {
  const viaObject = (data: Uint8Array) => asBytes(keccak('keccak256').update(asBuffer(data)).digest());
  const state = (keccak('keccak256') as unknown as { _state?: Partial<KeccakState> })._state;
  const State = state?.constructor as (new () => KeccakState) | undefined;
  if (!State || typeof state?.absorb !== 'function' || typeof state.squeeze !== 'function') return viaObject;
  const shared = new State();
  return (data) => {
    shared.initialize(1088, 512);
    shared.absorb(asBuffer(data));
    shared.absorbLastFewBits(0x01);
    return asBytes(shared.squeeze(32));
  };
}

/** Both, for the tests that hold them to the same answers. */
export const curves = { noble: nobleCurve, native: nativeCrypto && nativeCurve(nativeCrypto) };

const RECOVERIES_REMEMBERED = 8192;

/**
 * `base` answering a recovery it made before from memory (a copy: callers may write into it). The door recovers an
 * operation's two signatures at execute (the session key's, the paymaster data's) and the bundle recovers the same
 * two again on chain (the 0x01 precompile, in the account and the paymaster): ≈ 5 % of a settlement pass's CPU
 * (bench/RESULTS.md, "Recoveries made once"). A recovery is a pure function of its input, so nothing else changes.
 */
export function rememberingRecoveries(base: Curve): Curve {
  const recovered = new Map<string, Uint8Array | undefined>();
  return {
    ...base,
    recover(signature, recovery, digest) {
      const key = `${asBuffer(digest).toString('hex')}:${recovery}:${asBuffer(signature).toString('hex')}`;
      if (recovered.has(key)) return recovered.get(key)?.slice();
      const publicKey = base.recover(signature, recovery, digest);
      remember(recovered, key, publicKey?.slice(), RECOVERIES_REMEMBERED);
      return publicKey;
    },
  };
}

/** The curve the platform runs on: native when the addons loaded (native-crypto.ts), noble otherwise. */
export const curve: Curve = rememberingRecoveries(curves.native ?? nobleCurve);
