import type { IntentType } from '@satchel/shared';
import type { Address } from '@solana/kit';
import type { Hex } from 'viem';
import { SettlementFailure } from '../errors/settlement-failure.js';
import type { EvmCall } from '../evm/evm-runtime.js';
import type { SolanaChain } from '../solana/solana-chain.js';
import type { JobPayload, SolanaInstructions } from './intent-module.js';
import { INTENTS } from './intent-registry.js';

/**
 * The call an order makes from the user's account `from` on an EVM chain (to send, or to price at estimate), else
 * SettlementFailure: an intent with no EVM call, or parameters that do not make one.
 */
export function evmCallOf(intentType: IntentType, payload: JobPayload, from: Hex): EvmCall {
  const { evmCall } = INTENTS[intentType];
  if (!evmCall) throw new SettlementFailure(`${intentType} is not supported on EVM chains`);
  try {
    return evmCall(payload, from);
  } catch (error) {
    if (error instanceof SettlementFailure) throw error;
    throw new SettlementFailure(
      `Invalid ${intentType} parameters: ${(error as Error).message.split('\n')[0]}`,
    );
  }
}

/** The Solana instructions of an order (to send, or to price at estimate), else SettlementFailure. */
export function solanaInstructionsOf(
  intentType: IntentType,
  chain: SolanaChain,
  payload: JobPayload,
  owner: Address,
  feePayer: Address,
): SolanaInstructions {
  const { solanaInstructions } = INTENTS[intentType];
  if (!solanaInstructions) throw new SettlementFailure(`${intentType} is not supported on ${chain.caip2Id}`);
  return solanaInstructions(chain, payload, owner, feePayer);
}
