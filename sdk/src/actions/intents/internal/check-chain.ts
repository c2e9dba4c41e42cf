import { CHAIN, chainFamilyMismatch, fmt, sameId, type IntentOnChain } from '@satchel/shared';
import { SatchelError } from '../../../errors/index.js';
import type { Chain } from '../../types.js';

/**
 * Step 3 (§15.4): the chain among the client's networks (case-insensitive), and of the family the intent needs
 * (`chainFamilyMismatch`, the table the platform reads too). Messages are not prefixed with `Validation failed:`;
 * details are the spec's texts.
 */
export function checkChain(chains: readonly Chain[], caip2Id: string, intent: IntentOnChain): Chain {
  const chain = chains.find((candidate) => sameId(candidate.caipId, caip2Id));
  if (!chain) {
    throw new SatchelError(CHAIN.notSupported, {
      code: 'CHAIN_NOT_SUPPORTED',
      details: fmt.chainNotSupportedDetails(caip2Id),
    });
  }
  const mismatch = chainFamilyMismatch(intent, caip2Id, chain.caipId);
  if (mismatch)
    throw new SatchelError(mismatch.message, { code: 'INVALID_CHAIN_TYPE', details: mismatch.details });
  return chain;
}
