import { nativeAddons } from './native-addons.js';
import { keccak256Bytes as noble } from './keccak256.js';

const addon = nativeAddons?.keccak;

/**
 * The SDK's Keccak-256 in Node (`#keccak256`, condition `node`): the `keccak` package's native sponge, noble's where
 * the addon is unavailable. The addon takes Buffers: a view of the same memory, no copy.
 */
export const keccak256Bytes: (data: Uint8Array) => Uint8Array = addon
  ? (data) => {
      const digest = addon('keccak256')
        .update(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
        .digest();
      return new Uint8Array(digest.buffer, digest.byteOffset, digest.byteLength);
    }
  : noble;
