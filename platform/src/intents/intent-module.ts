import type { ChainType, IntentType, UserContext } from '@satchel/shared';
import type { Address, Instruction } from '@solana/kit';
import type { Hex } from 'viem';
import type { z } from 'zod';
import type { PlatformContext } from '../context.js';
import type { Db } from '../db/open-database.js';
import type { EvmCall } from '../evm/evm-runtime.js';
import type { SolanaChain } from '../solana/solana-chain.js';
import type { SolanaInstructionRecord } from '../solana/solana-transaction-store.js';
import type { NetworkRow } from '../world/network-store.js';
import type { UserRow } from '../world/user-store.js';

/** An intent's job parameters as the wire carries them (docs/protocol.md §12.3 `payload`): amounts as decimal
 * strings, embedded JSON parsed, fields in tuple order. Orders keep it as their `job_parameters`. */
export type JobPayload = Record<string, unknown>;

/** The job parameters decoded: the payload, and what the shared intent schema checks at the door (§10.7). */
export interface DecodedJob {
  caip2Id: string;
  /** Raw transactions only: the chain family the caip2 id selects (the §15.4 chain check reads it). */
  rawFamily?: ChainType;
  payload: JobPayload;
  schema: z.core.$ZodType;
  schemaInput: unknown;
}

/** The job parameters of an operation decoded at the door: its intent type and its job. */
export interface IntentJob extends DecodedJob {
  intentType: IntentType;
}

/** Estimate details (§12.1) checked and turned into the job parameters the operation will carry. */
export interface EstimatedJob {
  caip2Id: string;
  rawFamily?: ChainType;
  payload: JobPayload;
}

/** What an order's ledger settlement gets: the order's payload, network, user and downstream hash. */
export interface IntentInput {
  ctx: PlatformContext;
  intentId: string;
  payload: JobPayload;
  network: NetworkRow;
  user: UserRow;
  txHash: string;
}

/** Instructions of one Solana transaction; `recorded` = the instructions as given (shown as sent), when any. */
export interface SolanaInstructions {
  instructions: Instruction[];
  recorded?: SolanaInstructionRecord[];
}

/**
 * Everything the platform knows about one intent type, in one module (the registry, intent-registry.ts, lists one
 * per type): the job parameters' ABI, decoding and encoding, the estimate's details, the order's details, the call
 * an EVM chain makes, the Solana instructions and the settlement on the ledger. Which chain family the intent may
 * run on is the shared table's (`chainFamilyMismatch` of `@satchel/shared`, the SDK reads it too). Work an intent
 * cannot do on a chain (a missing `evmCall`, a payload the chain refuses) fails the order with a reason.
 */
export interface IntentModule {
  /** The job-parameter tuple (§11.3); field names do not change the encoding. */
  jobParameters: string;
  /** The decoded tuple → the payload and its schema check; malformed embedded data → INVALID_CALL_DATA. */
  decode(tuple: Record<string, unknown>, user: UserContext): DecodedJob;
  /** The payload → the tuple's values (decode's inverse; `bytes` fields as UTF-8 JSON text). */
  encode(payload: JobPayload): Record<string, unknown>;
  /** How `/estimate` takes it (§12.1); absent: not estimated. */
  estimate?: {
    /** The keys `details` may have (strict, as the intent schemas). */
    detailKeys: readonly string[];
    /** Checks `details` with the shared intent rules (§12.2) and answers the job the operation will carry. */
    job(details: Record<string, unknown>, user: UserContext): EstimatedJob;
    /** `estimation.amount` (§12.3): what the order moves, '' when nothing. */
    amount(payload: JobPayload): string;
  };
  /** The order's `details` (§14.7, camelCase inner keys, both `caip2Id` and `caip2id`). */
  details(payload: JobPayload, order: { db: Db; userId: string }): Record<string, unknown>;
  /** The call the user's account `from` makes on an EVM chain; a payload it cannot make throws SettlementFailure. */
  evmCall?(payload: JobPayload, from: Hex): EvmCall;
  /** The Solana instructions of `owner`'s order, new accounts paid by `feePayer`; SettlementFailure when invalid. */
  solanaInstructions?(
    chain: SolanaChain,
    payload: JobPayload,
    owner: Address,
    feePayer: Address,
  ): SolanaInstructions;
  /** Its effect on the ledger (Aptos: networks no VM runs), in the pass's transaction; SettlementFailure fails it. */
  settleOnLedger(input: IntentInput): void;
}
