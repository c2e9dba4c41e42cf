import type { Hex } from '../../crypto/hex-types.js';
import { arrayType } from './abi-type.js';
import { invalidAbiValue } from './invalid-abi-value.js';
import { packedHex } from './packed-hex.js';

/** One parameter of an ABI signature; `components` for a `tuple` and for arrays of tuples. */
export interface AbiParameter {
  readonly type: string;
  readonly name?: string;
  readonly components?: readonly AbiParameter[];
}

/** An encoded value: hex digits (no `0x`, whole words) and whether it is dynamic (placed after the heads). */
interface Encoded {
  hex: string;
  dynamic: boolean;
}

const word = (n: number) => n.toString(16).padStart(64, '0');

/**
 * `abi.encode(values)` of the Solidity ABI: `address`, `bool`, `uintN`, `bytesN`, `bytes`, `string`, tuples (values
 * as objects by component name, or positional arrays) and arrays `T[]` / `T[k]` of any of them, nested.
 * Hex text is built directly: this runs several times per operation on the signing path.
 * @throws InvalidInputError when a value does not fit its type.
 */
export function encodeAbiParameters(params: readonly AbiParameter[], values: readonly unknown[]): Hex {
  return `0x${encodeTuple(params, values).hex}`;
}

function encode(param: AbiParameter, value: unknown): Encoded {
  const array = arrayType(param.type);
  if (array !== undefined) return encodeArray({ ...param, type: array.element }, array.length, value);
  if (param.type === 'tuple') return encodeTuple(param.components ?? [], value);
  const digits = packedHex(param.type, value);
  if (param.type === 'string' || param.type === 'bytes') {
    const padded = digits.padEnd(Math.ceil(digits.length / 64) * 64, '0');
    return { hex: word(digits.length / 2) + padded, dynamic: true };
  }
  // bytesN is left-aligned in its word; numbers, addresses and booleans are right-aligned.
  const hex = param.type.startsWith('bytes') ? digits.padEnd(64, '0') : digits.padStart(64, '0');
  return { hex, dynamic: false };
}

function encodeTuple(components: readonly AbiParameter[], value: unknown): Encoded {
  const positional = Array.isArray(value);
  if (value === null || typeof value !== 'object' || (positional && value.length !== components.length))
    throw invalidAbiValue(`a tuple of ${components.length}`, value);
  const items = components.map((component, i) =>
    encode(component, positional ? value[i] : (value as Record<string, unknown>)[component.name ?? '']),
  );
  return { hex: layout(items), dynamic: items.some((item) => item.dynamic) };
}

function encodeArray(element: AbiParameter, length: number | undefined, value: unknown): Encoded {
  if (!Array.isArray(value) || (length !== undefined && value.length !== length))
    throw invalidAbiValue(`${element.type}[${length ?? ''}]`, value);
  const items = value.map((item) => encode(element, item));
  if (length === undefined) return { hex: word(items.length) + layout(items), dynamic: true };
  // `T[0]` has no item to tell: it is dynamic exactly when T is.
  const dynamic = length === 0 ? isDynamic(element) : items.some((item) => item.dynamic);
  return { hex: layout(items), dynamic };
}

/**
 * Head/tail layout of a sequence: static values in place, each dynamic one as the byte offset (from the start of
 * the sequence) of its encoding, appended after all heads.
 */
function layout(items: readonly Encoded[]): string {
  let offset = 0;
  for (const item of items) offset += item.dynamic ? 32 : item.hex.length / 2;
  let head = '';
  let tail = '';
  for (const item of items) {
    if (!item.dynamic) {
      head += item.hex;
      continue;
    }
    head += word(offset);
    tail += item.hex;
    offset += item.hex.length / 2;
  }
  return head + tail;
}

function isDynamic(param: AbiParameter): boolean {
  if (param.type === 'string' || param.type === 'bytes' || param.type.endsWith('[]')) return true;
  if (param.type === 'tuple') return (param.components ?? []).some(isDynamic);
  const array = arrayType(param.type);
  return array !== undefined && isDynamic({ ...param, type: array.element });
}
