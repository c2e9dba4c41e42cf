import { solanaTransactionJson } from '@satchel/shared';
import { aptosTransactionJson, evmTransactionJson } from './embedded-json.js';
import { aptosTransactions, evmTransaction, solanaTransaction } from './raw-transaction-input.js';
import { rawTransactionFamily } from './raw-transaction-family.js';

/**
 * The embedded JSON values of a raw transaction's `transactions`, by the caip2 id's family: EVM and Solana one
 * (`transaction`), Aptos one per element of `transactions`.
 */
export function rawTransactionJson(input: {
  caip2Id: string;
  transaction?: unknown;
  transactions?: unknown;
}): object[] {
  const family = rawTransactionFamily(input.caip2Id);
  if (family === 'EVM') return [evmTransactionJson(evmTransaction(input))];
  if (family === 'SOLANA') return [solanaTransactionJson(solanaTransaction(input))];
  return aptosTransactions(input).map(aptosTransactionJson);
}
