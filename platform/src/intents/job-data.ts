import { hexToBytes, stringToHex, type Hex } from 'viem';
import { PlatformError } from '../errors/platform-error.js';

/** Job parameters that do not decode as their intent's (§11.4). */
export const invalidCallData = (details: string) => new PlatformError('INVALID_CALL_DATA', { details });

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A `bytes` field of the tuple: UTF-8 JSON text (§11.3). */
export function embeddedJson(bytes: Hex, what: string): unknown {
  try {
    return JSON.parse(utf8.decode(hexToBytes(bytes)));
  } catch {
    throw invalidCallData(`${what} is not UTF-8 JSON`);
  }
}

/** A `bytes` field holding a JSON object. */
export function embeddedObject(bytes: Hex, what: string): Record<string, unknown> {
  const value = embeddedJson(bytes, what);
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw invalidCallData(`${what} is not a JSON object`);
  return value as Record<string, unknown>;
}

/** A JSON value as a `bytes` field (embeddedJson's inverse). */
export const jsonBytes = (value: unknown): Hex => stringToHex(JSON.stringify(value));

/** A detail as text: '' for none. */
export const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/** The two spellings of the network id every order's details carry (§14.7). */
export const caipKeys = (payload: Record<string, unknown>) => ({
  caip2Id: payload.caip2Id,
  caip2id: payload.caip2Id,
});

/** Addresses as lowercase hex: the wire accepts any case, viem's encoder rejects a mixed case that is no checksum. */
export const hexAddress = (value: unknown) => String(value).toLowerCase() as Hex;
