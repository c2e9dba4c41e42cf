import { CHAIN, chainTypeOf, fmt, sameId } from '@satchel/shared';
import { SatchelError } from '../../../errors/index.js';
import type { Chain } from '../../types.js';
import type { ChainRule } from './intent-specs.js';

const chainTypeError = (message: string, details: string) =>
  new SatchelError(message, { code: 'INVALID_CHAIN_TYPE', details });

/**
 * Step 3 (§15.4): the chain among the client's networks (case-insensitive), and of the family the intent needs.
 * Messages are not prefixed with `Validation failed:`; details are the spec's texts.
 */
export function checkChain(chains: readonly Chain[], caip2Id: string, rule?: ChainRule): Chain {
  const chain = chains.find((candidate) => sameId(candidate.caipId, caip2Id));
  if (!chain) {
    throw new SatchelError(CHAIN.notSupported, {
      code: 'CHAIN_NOT_SUPPORTED',
      details: fmt.chainNotSupportedDetails(caip2Id),
    });
  }
  const family = chainTypeOf(chain.caipId);
  if (rule === 'evm-raw' && family !== 'EVM')
    throw chainTypeError(CHAIN.invalidChainType, fmt.notEvmChainDetails(caip2Id));
  if (rule === 'aptos-raw' && family !== 'APTOS')
    throw chainTypeError(CHAIN.invalidAptosChain, fmt.notAptosChainDetails(caip2Id));
  if (rule === 'aptos-collection' && family !== 'APTOS')
    throw chainTypeError(CHAIN.collectionAptosOnly, fmt.providedChainDetails(chain.caipId));
  if (rule === 'aptos-mint' && family !== 'APTOS')
    throw chainTypeError(CHAIN.mintAptosOnly, fmt.providedChainDetails(chain.caipId));
  return chain;
}
