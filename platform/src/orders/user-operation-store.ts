import type { Hex } from 'viem';
import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';
import type { BundledUserOperation } from '../evm/bundler/bundled-user-operation.js';

export type { BundledUserOperation };

/** The SQL of the `user_operations` table (migration 007). Hashes and addresses are stored lowercase. */

export type UserOperationStatus = 'pending' | 'included' | 'rejected';

/** An operation as execute records it, with its order. */
export interface UserOperationInsert {
  userOpHash: Hex;
  intentId: string;
  chainId: number;
  entryPoint: Hex;
  operation: BundledUserOperation;
  sessionAddress: Hex;
  sessionExpiry: number;
  clientSWA: Hex;
  createdAt: number;
}

export interface UserOperationRecord {
  userOpHash: Hex;
  intentId: string;
  chainId: number;
  entryPoint: Hex;
  sender: Hex;
  nonce: Hex;
  paymaster: Hex;
  operation: BundledUserOperation;
  sessionAddress: Hex;
  sessionExpiry: number;
  clientSWA: Hex;
  status: UserOperationStatus;
  transactionHash: Hex | null;
  blockNumber: bigint | null;
  blockHash: Hex | null;
  success: boolean | null;
  actualGasCost: bigint | null;
  actualGasUsed: bigint | null;
  /** rejected: the AA code and why; included without success: the call's revert reason; else ''. */
  reason: string;
  createdAt: number;
}

interface Row {
  user_op_hash: string;
  intent_id: string;
  chain_id: number;
  entry_point: string;
  sender: string;
  nonce: string;
  paymaster: string;
  operation: string;
  session_address: string;
  session_expiry: number;
  client_swa: string;
  status: UserOperationStatus;
  transaction_hash: string | null;
  block_number: number | null;
  block_hash: string | null;
  success: number | null;
  actual_gas_cost: string | null;
  actual_gas_used: string | null;
  reason: string;
  created_at: number;
}

const record = (row: Row | undefined): UserOperationRecord | undefined =>
  row && {
    userOpHash: row.user_op_hash as Hex,
    intentId: row.intent_id,
    chainId: row.chain_id,
    entryPoint: row.entry_point as Hex,
    sender: row.sender as Hex,
    nonce: row.nonce as Hex,
    paymaster: row.paymaster as Hex,
    operation: JSON.parse(row.operation) as BundledUserOperation,
    sessionAddress: row.session_address as Hex,
    sessionExpiry: row.session_expiry,
    clientSWA: row.client_swa as Hex,
    status: row.status,
    transactionHash: row.transaction_hash as Hex | null,
    blockNumber: row.block_number === null ? null : BigInt(row.block_number),
    blockHash: row.block_hash as Hex | null,
    success: row.success === null ? null : row.success === 1,
    actualGasCost: row.actual_gas_cost === null ? null : BigInt(row.actual_gas_cost),
    actualGasUsed: row.actual_gas_used === null ? null : BigInt(row.actual_gas_used),
    reason: row.reason,
    createdAt: row.created_at,
  };

export function insertUserOperation(db: Db, op: UserOperationInsert): void {
  prepared(
    db,
    `INSERT INTO user_operations (user_op_hash, intent_id, chain_id, entry_point, sender, nonce, paymaster,
       operation, session_address, session_expiry, client_swa, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
  ).run(
    op.userOpHash.toLowerCase(),
    op.intentId.toLowerCase(),
    op.chainId,
    op.entryPoint.toLowerCase(),
    op.operation.sender.toLowerCase(),
    op.operation.nonce.toLowerCase(),
    op.operation.paymaster.toLowerCase(),
    JSON.stringify(op.operation),
    op.sessionAddress.toLowerCase(),
    op.sessionExpiry,
    op.clientSWA.toLowerCase(),
    op.createdAt,
  );
}

export const findUserOperation = (db: Db, userOpHash: string): UserOperationRecord | undefined =>
  record(
    prepared(db, 'SELECT * FROM user_operations WHERE user_op_hash = ?').get(userOpHash.toLowerCase()) as
      Row | undefined,
  );

/** The operation of an order (none for an order not made through execute, e.g. inserted by a test). */
export const findOrderOperation = (db: Db, intentId: string): UserOperationRecord | undefined =>
  record(
    prepared(db, 'SELECT * FROM user_operations WHERE intent_id = ?').get(intentId.toLowerCase()) as
      Row | undefined,
  );

/** The operations a bundle transaction carried, in no particular order. */
export const listTransactionOperations = (db: Db, transactionHash: string): UserOperationRecord[] =>
  (
    prepared(db, 'SELECT * FROM user_operations WHERE transaction_hash = ?').all(
      transactionHash.toLowerCase(),
    ) as Row[]
  ).map((row) => record(row)!);

/** The operation went on chain in a bundle transaction (whatever its call did). */
export function markOperationIncluded(
  db: Db,
  userOpHash: Hex,
  outcome: {
    transactionHash: Hex;
    blockNumber: bigint;
    blockHash: Hex;
    success: boolean;
    actualGasCost: bigint;
    actualGasUsed: bigint;
    reason: string;
  },
): void {
  prepared(
    db,
    `UPDATE user_operations SET status = 'included', transaction_hash = ?, block_number = ?, block_hash = ?,
       success = ?, actual_gas_cost = ?, actual_gas_used = ?, reason = ? WHERE user_op_hash = ?`,
  ).run(
    outcome.transactionHash.toLowerCase(),
    Number(outcome.blockNumber),
    outcome.blockHash.toLowerCase(),
    outcome.success ? 1 : 0,
    outcome.actualGasCost.toString(),
    outcome.actualGasUsed.toString(),
    outcome.reason,
    userOpHash.toLowerCase(),
  );
}

/** The entry point refused the operation in validation (no transaction carries it). */
export function markOperationRejected(db: Db, userOpHash: Hex, reason: string): void {
  prepared(db, `UPDATE user_operations SET status = 'rejected', reason = ? WHERE user_op_hash = ?`).run(
    reason,
    userOpHash.toLowerCase(),
  );
}
