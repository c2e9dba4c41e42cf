import { base58Decode } from './base58.js';

/** 32 bytes spell as 32 to 44 base58 characters; anything longer is refused unread. */
const MAX_CHARS = 44;

/**
 * Whether a value is a Solana public key: base58 (Bitcoin alphabet) of exactly 32 bytes.
 * @example
 * isSolanaAddress('11111111111111111111111111111111'); // true, the System program
 */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || value.length < 32 || value.length > MAX_CHARS) return false;
  return base58Decode(value)?.length === 32;
}
