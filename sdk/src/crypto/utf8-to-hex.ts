import { utf8ToBytes } from '@noble/hashes/utils.js';
import { toHex } from './hex-bytes.js';
import type { Hex } from './hex-types.js';

/** Lowercase `0x` hex of the UTF-8 bytes of `text`. */
export function utf8ToHex(text: string): Hex {
  return toHex(utf8ToBytes(text));
}
