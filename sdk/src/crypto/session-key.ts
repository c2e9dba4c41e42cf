import { secp256k1 } from '#secp256k1';
import { keccak256Bytes } from '#keccak256';
import type { Address, Hex } from './hex-types.js';
import { toHex } from './hex-bytes.js';
import { privateKeyBytes } from './private-key-bytes.js';

/**
 * A secp256k1 session key pair (§5.1), fresh for every login. Every value is lowercase hex:
 * `privateKeyHex` `0x` + 64, `publicKeyHex` uncompressed `0x04 ‖ X ‖ Y`, `address` = last 20 bytes of
 * `keccak256(X ‖ Y)`.
 * @example
 * const key = SessionKey.create();
 * console.log(key.address, key.publicKeyHex);
 * const same = SessionKey.fromPrivateKey(key.privateKeyHex);
 */
export class SessionKey {
  // A private field behind a getter: JSON.stringify and console.log of a SessionKey never show the secret.
  readonly #privateKeyHex: Hex;
  readonly publicKeyHex: Hex;
  readonly address: Address;

  private constructor(privateKey: Uint8Array) {
    const publicKey = secp256k1.getPublicKey(privateKey, false);
    this.#privateKeyHex = toHex(privateKey);
    this.publicKeyHex = toHex(publicKey);
    this.address = toHex(keccak256Bytes(publicKey.subarray(1)).subarray(12));
  }

  /** `0x` + 64 lowercase hex. Never log it. */
  get privateKeyHex(): Hex {
    return this.#privateKeyHex;
  }

  /** A new random key from the CSPRNG. */
  static create(): SessionKey {
    return new SessionKey(secp256k1.randomSecretKey());
  }

  /** The key pair of an existing `0x` + 64 hex private key (any case); throws `InvalidInputError` otherwise. */
  static fromPrivateKey(privateKey: Hex): SessionKey {
    return new SessionKey(privateKeyBytes(privateKey));
  }
}
