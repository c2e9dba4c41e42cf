import { HEX_ADDRESS, HEX_BYTES } from '@satchel/shared';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { numberToHex } from '../../crypto/number-to-hex.js';
import { utf8ToHex } from '../../crypto/utf8-to-hex.js';
import { fixedBytesSize, integerType } from './abi-type.js';
import { invalidAbiValue } from './invalid-abi-value.js';

/**
 * The hex digits (no `0x`) of one elementary value in its tightly packed form (`abi.encodePacked`): an address as
 * its 20 bytes (lowercase: compared case-insensitively, §1.1, so no EIP-55 check), `bool` as one byte, `uintN` as
 * N/8 bytes, `bytesN`/`bytes` and UTF-8 `string` as they are. The ABI encoder pads these to words.
 * Signed integers are not supported (the protocol has none).
 * @throws InvalidInputError when the value is not of the type, or the type is not supported.
 */
export function packedHex(type: string, value: unknown): string {
  switch (type) {
    case 'address':
      if (typeof value === 'string' && HEX_ADDRESS.test(value)) return value.slice(2).toLowerCase();
      break;
    case 'bool':
      if (typeof value === 'boolean') return value ? '01' : '00';
      break;
    case 'string':
      if (typeof value === 'string') return utf8ToHex(value).slice(2);
      break;
    case 'bytes':
      if (typeof value === 'string' && HEX_BYTES.test(value)) return value.slice(2);
      break;
    default: {
      const size = fixedBytesSize(type);
      if (size !== undefined) {
        if (typeof value === 'string' && value.length === 2 + size * 2 && HEX_BYTES.test(value))
          return value.slice(2);
        break;
      }
      const integer = integerType(type);
      if (integer === undefined || integer.signed)
        throw new InvalidInputError('Unsupported ABI type', { details: type });
      if (typeof value === 'number' || typeof value === 'bigint')
        return numberToHex(value, integer.bits / 8).slice(2);
    }
  }
  throw invalidAbiValue(type, value);
}
