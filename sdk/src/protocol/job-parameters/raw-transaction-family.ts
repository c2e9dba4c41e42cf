import { CHAIN, chainTypeOf, fmt } from '@satchel/shared';
import { InvalidInputError } from '../../errors/invalid-input-error.js';

/**
 * The RAW_TRANSACTION family of a caip2 id (§11.4, docs/protocol-solana.md): `eip155:` → EVM, `aptos:` → APTOS,
 * `solana:` → SOLANA.
 */
export function rawTransactionFamily(caip2Id: string): 'EVM' | 'APTOS' | 'SOLANA' {
  const family = chainTypeOf(caip2Id);
  if (family !== undefined) return family;
  throw new InvalidInputError(CHAIN.invalidChainType, { details: fmt.providedChainDetails(caip2Id) });
}
