import type { Hex } from '../../crypto/hex-types.js';
import { invalidAbiValue } from './invalid-abi-value.js';
import { packedHex } from './packed-hex.js';

/** `abi.encodePacked` of elementary values (no arrays): each value's bytes back to back, no padding. */
export function encodePacked(types: readonly string[], values: readonly unknown[]): Hex {
  if (types.length !== values.length) throw invalidAbiValue(`${types.length} values`, values);
  let digits = '';
  for (let i = 0; i < types.length; i++) digits += packedHex(types[i]!, values[i]);
  return `0x${digits}`;
}
