import type { KeccakAddon } from '@satchel/shared';
import { nativeAddons } from './native-addons.js';
import { keccak256Bytes as noble } from './keccak256.js';

/** The `keccak` package's native sponge (its hash objects' `_state`): Keccak-f[1600] with a rate and capacity. */
interface KeccakSponge {
  initialize(rate: number, capacity: number): void;
  absorb(data: Buffer): void;
  squeeze(length: number): Buffer;
}

const RATE = 1088;
const CAPACITY = 512;

/** The sponge inside one of the addon's hash objects, when it has the expected shape (keccak 3.x). */
function spongeOf(addon: KeccakAddon): KeccakSponge | undefined {
  const state = (addon('keccak256') as { _state?: Partial<KeccakSponge> })._state;
  const usable =
    typeof state?.initialize === 'function' &&
    typeof state.absorb === 'function' &&
    typeof state.squeeze === 'function';
  return usable ? (state as KeccakSponge) : undefined;
}

/**
 * Keccak-256 over the addon: one native sponge, reused (hashing is synchronous, so no call sees another's state),
 * and wiped after each digest as the package's own objects are. Each of the package's hash objects is a
 * readable-stream `Transform`, whose construction cost more than the hash (≈ 70 % of the BFF's Keccak time,
 * bench/RESULTS.md "BFF"); they remain the path where the sponge is not found. The addon takes Buffers: a view of the
 * same memory, no copy.
 */
export function keccakOf(addon: KeccakAddon): (data: Uint8Array) => Uint8Array {
  const sponge = spongeOf(addon);
  const view = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const bytes = (digest: Uint8Array) => new Uint8Array(digest.buffer, digest.byteOffset, digest.byteLength);
  if (!sponge) return (data) => bytes(addon('keccak256').update(view(data)).digest());
  sponge.initialize(RATE, CAPACITY);
  return (data) => {
    try {
      sponge.absorb(view(data));
      return bytes(sponge.squeeze(32)); // squeezing pads with Keccak's 0x01 first (the package's `keccak256` does the same)
    } finally {
      sponge.initialize(RATE, CAPACITY);
    }
  };
}

/** The SDK's Keccak-256 in Node (`#keccak256`, condition `node`): the `keccak` package's native sponge, noble's where
 * the addon is unavailable. */
export const keccak256Bytes: (data: Uint8Array) => Uint8Array = nativeAddons?.keccak
  ? keccakOf(nativeAddons.keccak)
  : noble;
