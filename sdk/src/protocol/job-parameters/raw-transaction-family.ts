import { CHAIN, chainTypeOf, fmt } from '@satchel/shared';
import { InvalidInputError } from '../../crypto/index.js';

/** The RAW_TRANSACTION family of a caip2 id (§11.4): `eip155:` → EVM, `aptos:` → APTOS, else an error. */
export function rawTransactionFamily(caip2Id: string): 'EVM' | 'APTOS' {
  const family = chainTypeOf(caip2Id);
  if (family === 'EVM' || family === 'APTOS') return family;
  throw new InvalidInputError(CHAIN.invalidChainType, { details: fmt.providedChainDetails(caip2Id) });
}
