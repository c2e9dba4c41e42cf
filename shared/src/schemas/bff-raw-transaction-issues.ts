import * as z from 'zod/mini';
import { chainTypeOf } from '../caip.js';
import { BFF, VALIDATION } from '../messages.js';
import { aptosTransactionSchema } from './intents/aptos-raw-transaction.js';
import { evmTransactionSchema } from './intents/evm-raw-transaction.js';
import { solanaRawTransactionSchema } from './intents/solana-raw-transaction.js';

const messagesOf = (result: { success: boolean; error?: z.core.$ZodError }) =>
  result.error ? result.error.issues.map((issue) => issue.message) : [];

/**
 * The problems of a BFF raw transaction's `transaction` on its chain's family: EVM and Solana take one transaction
 * (a one-element array is unwrapped), Aptos one or many. Another family is the route's `Invalid Chain Type`,
 * decided before the body schema runs, so it has none here.
 */
export function bffRawTransactionIssues(caip2Id: string, transaction: unknown): string[] {
  const family = chainTypeOf(caip2Id);
  const list = Array.isArray(transaction) ? transaction : [transaction];
  if (family === 'EVM')
    return list.length === 1
      ? messagesOf(evmTransactionSchema.safeParse(list[0]))
      : [BFF.evmSingleTransaction];
  if (family === 'SOLANA')
    return list.length === 1
      ? // The signer is the user's: the SDK checks it against the wallets read, this schema the rest.
        messagesOf(z.safeParse(solanaRawTransactionSchema(), { caip2Id, transaction: list[0] }))
      : [BFF.solanaSingleTransaction];
  if (family === 'APTOS')
    return messagesOf(
      z
        .array(aptosTransactionSchema)
        .check(z.minLength(1, VALIDATION.atLeastOneTransaction))
        .safeParse(list.filter((item) => item !== undefined)),
    );
  return [];
}
