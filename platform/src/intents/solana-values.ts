import { address, type Address } from '@solana/kit';
import { SettlementFailure } from '../errors/settlement-failure.js';

const U64_MAX = 2n ** 64n - 1n;

/** A payload's address on Solana, else the order fails. */
export function solanaAddress(value: unknown, what: string): Address {
  try {
    return address(String(value));
  } catch {
    throw new SettlementFailure(`Invalid ${what}: ${String(value)} is not a base58 public key of 32 bytes`);
  }
}

/** A payload's amount as a u64 of the smallest unit, else the order fails. */
export function solanaAmount(value: unknown): bigint {
  const digits = String(value);
  if (!/^[0-9]+$/.test(digits) || BigInt(digits) > U64_MAX)
    throw new SettlementFailure(`Invalid amount: ${digits} is not a whole number of the smallest unit (u64)`);
  return BigInt(digits);
}
