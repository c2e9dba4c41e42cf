import { utf8ToBytes } from '@noble/hashes/utils.js';

function binaryString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i++) out += String.fromCharCode(bytes[i]!);
  return out;
}

/** Standard base64 with `=` padding of the UTF-8 bytes of `text` (browser-native `btoa`). */
export function base64(text: string): string {
  return btoa(binaryString(utf8ToBytes(text)));
}

/** base64url without padding (RFC 7515) of bytes or of the UTF-8 bytes of a string. */
export function base64url(input: string | Uint8Array): string {
  const bytes = typeof input === 'string' ? utf8ToBytes(input) : input;
  return btoa(binaryString(bytes)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}
