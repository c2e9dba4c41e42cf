import { DEMO, isSolanaChain } from '@satchel/shared';
import type { IntentRequest } from './types.js';

/**
 * Spec §1: the Solana forms exist, but the SDK has no Solana user-operation path (its recipients are base58, which
 * no intent schema accepts), so every Solana write ends in the spec's message, in both modes.
 */
export function assertNotSolana(request: IntentRequest): void {
  if (request.kind === 'solanaRawTransaction' || isSolanaChain(request.input.caip2Id))
    throw new Error(DEMO.solanaUserOpNotImplemented);
}
