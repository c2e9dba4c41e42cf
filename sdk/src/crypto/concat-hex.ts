import type { Hex } from './hex-types.js';

/** The `0x` hex of several hex parts joined in order (the parts are the SDK's own, already validated). */
export function concatHex(parts: readonly Hex[]): Hex {
  let digits = '';
  for (const part of parts) digits += part.slice(2);
  return `0x${digits}`;
}
