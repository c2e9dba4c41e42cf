import { prepared } from '../db/prepared.js';
import type { Db } from '../db/open-database.js';

export interface SolanaAccountKey {
  pubkey: string;
  signer: boolean;
  writable: boolean;
}

/** A token account's balance before or after a transaction (as Solana's `preTokenBalances`). */
export interface SolanaTokenBalance {
  accountIndex: number;
  mint: string;
  owner: string;
  amount: string;
  decimals: number;
}

/** An instruction as the order gave it (`data` lowercase 0x hex). */
export interface SolanaInstructionRecord {
  programId: string;
  data: string;
  keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[];
}

/** A processed transaction with its outcome, as the RPC and the explorer page show it. */
export interface SolanaTransactionRecord {
  caip2Id: string;
  signature: string;
  slot: number;
  /** Seconds since the epoch. */
  blockTime: number;
  status: 'success' | 'failed';
  /** The runtime's error (`InstructionError(0, Custom(1))`), null on success. */
  error: string | null;
  logs: string[];
  /** Base58, one per signer (the first is `signature`). */
  signatures: string[];
  /** The compiled message (wire bytes). */
  message: Uint8Array;
  accountKeys: SolanaAccountKey[];
  preBalances: bigint[];
  postBalances: bigint[];
  preTokenBalances: SolanaTokenBalance[];
  postTokenBalances: SolanaTokenBalance[];
  instructions: SolanaInstructionRecord[];
  fee: bigint;
  computeUnits: bigint;
  /** The order that produced it; null for the platform's own (faucet). */
  intentId: string | null;
}

interface TransactionRow {
  caip_key: string;
  signature: string;
  slot: number;
  block_time: number;
  status: 'success' | 'failed';
  error: string | null;
  logs: string;
  signatures: string;
  message: Buffer;
  account_keys: string;
  pre_balances: string;
  post_balances: string;
  pre_token_balances: string;
  post_token_balances: string;
  instructions: string;
  fee: string;
  compute_units: string;
  intent_id: string | null;
  caip_id: string;
}

const bigints = (json: string) => (JSON.parse(json) as string[]).map(BigInt);

export function saveTransaction(db: Db, tx: SolanaTransactionRecord): void {
  prepared(
    db,
    `INSERT INTO solana_transactions (caip_key, signature, slot, block_time, status, error, logs, signatures, message, account_keys,
       pre_balances, post_balances, pre_token_balances, post_token_balances, instructions, fee, compute_units, intent_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    tx.caip2Id.toLowerCase(),
    tx.signature,
    tx.slot,
    tx.blockTime,
    tx.status,
    tx.error,
    JSON.stringify(tx.logs),
    JSON.stringify(tx.signatures),
    Buffer.from(tx.message),
    JSON.stringify(tx.accountKeys),
    JSON.stringify(tx.preBalances.map(String)),
    JSON.stringify(tx.postBalances.map(String)),
    JSON.stringify(tx.preTokenBalances),
    JSON.stringify(tx.postTokenBalances),
    JSON.stringify(tx.instructions),
    tx.fee.toString(),
    tx.computeUnits.toString(),
    tx.intentId,
  );
}

/** A transaction by signature on one network, or on any Solana network when `caip2Id` is omitted (explorer). */
export function findTransaction(
  db: Db,
  signature: string,
  caip2Id?: string,
): SolanaTransactionRecord | undefined {
  const row = prepared(
    db,
    `SELECT t.*, coalesce(n.caip_id, t.caip_key) AS caip_id FROM solana_transactions t
     LEFT JOIN networks n ON n.caip_key = t.caip_key
     WHERE t.signature = ? AND (? IS NULL OR t.caip_key = ?) LIMIT 1`,
  ).get(signature, caip2Id?.toLowerCase() ?? null, caip2Id?.toLowerCase() ?? null) as
    TransactionRow | undefined;
  if (!row) return undefined;
  return {
    caip2Id: row.caip_id,
    signature: row.signature,
    slot: row.slot,
    blockTime: row.block_time,
    status: row.status,
    error: row.error,
    logs: JSON.parse(row.logs),
    signatures: JSON.parse(row.signatures),
    message: new Uint8Array(row.message),
    accountKeys: JSON.parse(row.account_keys),
    preBalances: bigints(row.pre_balances),
    postBalances: bigints(row.post_balances),
    preTokenBalances: JSON.parse(row.pre_token_balances),
    postTokenBalances: JSON.parse(row.post_token_balances),
    instructions: JSON.parse(row.instructions),
    fee: BigInt(row.fee),
    computeUnits: BigInt(row.compute_units),
    intentId: row.intent_id,
  };
}

/** Signatures of the failed transactions an order left. */
export const listFailedSignatures = (db: Db, intentId: string) =>
  (
    prepared(db, `SELECT signature FROM solana_transactions WHERE intent_id = ? AND status = 'failed'`).all(
      intentId,
    ) as { signature: string }[]
  ).map((row) => row.signature);
