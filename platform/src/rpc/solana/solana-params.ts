import { echoInput } from '@satchel/shared';
import { invalidParams } from '../json-rpc-error.js';

// Parsers of Solana's JSON-RPC parameters: each returns the value or throws -32602 naming the parameter.

const PUBKEY = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
const SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

const wrong = (name: string, value: unknown, what: string) =>
  invalidParams(`${name} ${echoInput(JSON.stringify(value) ?? 'undefined')} is not ${what}`);

/** Positional parameters (Solana's methods take no named ones). */
export function positional(params: unknown[] | Record<string, unknown>): unknown[] {
  if (!Array.isArray(params)) throw invalidParams('Solana methods take positional parameters (an array)');
  return params;
}

export function pubkey(value: unknown, name: string): string {
  if (typeof value !== 'string' || !PUBKEY.test(value)) throw wrong(name, value, 'a base58 public key');
  return value;
}

export function signature(value: unknown, name: string): string {
  if (typeof value !== 'string' || !SIGNATURE.test(value)) throw wrong(name, value, 'a base58 signature');
  return value;
}

/** The optional configuration object (commitment, encoding, …); every commitment reads the same committed state. */
export function config(value: unknown, name = 'config'): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw wrong(name, value, 'a configuration object');
  return value as Record<string, unknown>;
}

export type AccountEncoding = 'base64' | 'base58' | 'jsonParsed';

export function accountEncoding(value: unknown): AccountEncoding {
  if (value === undefined) return 'base64';
  if (value === 'base64' || value === 'base58' || value === 'jsonParsed') return value;
  throw wrong('encoding', value, 'base64, base58 or jsonParsed (base64+zstd is not served)');
}

export function dataLength(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 10 * 1024 * 1024)
    throw wrong(name, value, 'a data length (0 to 10 MiB)');
  return value;
}
