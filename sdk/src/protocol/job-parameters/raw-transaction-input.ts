import { InvalidInputError } from '../../errors/invalid-input-error.js';
import type { SolanaTransactionBytes } from '@satchel/shared';
import type { AptosTransactionInput, EvmTransactionInput } from './embedded-json.js';

/** The single `transaction` of an EVM raw transaction input. */
export function evmTransaction(input: {
  transaction?: unknown;
  transactions?: unknown;
}): EvmTransactionInput {
  const tx = input.transaction;
  if (tx === null || typeof tx !== 'object')
    throw new InvalidInputError('Invalid raw transaction', {
      details: 'an eip155 raw transaction takes `transaction`',
    });
  return tx as EvmTransactionInput;
}

/** The `transactions` array of an Aptos raw transaction input. */
export function aptosTransactions(input: {
  transaction?: unknown;
  transactions?: unknown;
}): AptosTransactionInput[] {
  if (!Array.isArray(input.transactions))
    throw new InvalidInputError('Invalid raw transaction', {
      details: 'an aptos raw transaction takes `transactions`',
    });
  return input.transactions as AptosTransactionInput[];
}

/** The single `transaction` of a Solana raw transaction input. */
export function solanaTransaction(input: { transaction?: unknown }): SolanaTransactionBytes {
  const tx = input.transaction;
  if (tx === null || typeof tx !== 'object')
    throw new InvalidInputError('Invalid raw transaction', {
      details: 'a solana raw transaction takes `transaction`',
    });
  return tx as SolanaTransactionBytes;
}
