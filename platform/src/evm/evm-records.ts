import type { Address, Hex } from 'viem';
import type { Db } from '../db/open-database.js';
import { prepared } from '../db/prepared.js';
import type { EvmBlockRecord, EvmLogFilter, EvmLogRecord, EvmTransactionRecord } from './evm-chain-reader.js';

const hex = (n: bigint) => `0x${n.toString(16)}`;

/** Writes a mined block with its one transaction, receipt and logs; inside the caller's transaction. */
export function writeBlock(db: Db, chainId: number, block: EvmBlockRecord, tx: EvmTransactionRecord): void {
  prepared(
    db,
    `INSERT INTO evm_blocks (chain_id, number, hash, parent_hash, timestamp, gas_limit, gas_used, base_fee, miner,
       state_root) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    chainId,
    Number(block.number),
    block.hash,
    block.parentHash,
    Number(block.timestamp),
    hex(block.gasLimit),
    hex(block.gasUsed),
    hex(block.baseFeePerGas),
    block.miner,
    block.stateRoot,
  );
  prepared(
    db,
    `INSERT INTO evm_transactions (hash, chain_id, block_number, block_hash, tx_index, from_address, to_address, value,
       input, nonce, gas, gas_price, v, r, s, status, gas_used, cumulative_gas, contract_address, revert_reason,
       intent_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    tx.hash,
    chainId,
    Number(tx.blockNumber),
    tx.blockHash,
    tx.transactionIndex,
    tx.from,
    tx.to,
    hex(tx.value),
    tx.input,
    hex(tx.nonce),
    hex(tx.gas),
    hex(tx.gasPrice),
    hex(tx.v),
    tx.r,
    tx.s,
    tx.status,
    hex(tx.gasUsed),
    hex(tx.cumulativeGasUsed),
    tx.contractAddress,
    tx.revertReason,
    tx.intentId,
  );
  const insertLog = prepared(
    db,
    `INSERT INTO evm_logs (chain_id, block_number, log_index, block_hash, tx_hash, tx_index, address, topic0, topic1,
       topic2, topic3, data) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const log of tx.logs) {
    const [t0, t1, t2, t3] = log.topics;
    insertLog.run(
      chainId,
      Number(log.blockNumber),
      log.logIndex,
      log.blockHash,
      log.transactionHash,
      log.transactionIndex,
      log.address.toLowerCase(),
      t0 ?? null,
      t1 ?? null,
      t2 ?? null,
      t3 ?? null,
      log.data,
    );
  }
}

interface LogRow {
  block_number: number;
  log_index: number;
  block_hash: string;
  tx_hash: string;
  tx_index: number;
  address: string;
  topic0: string | null;
  topic1: string | null;
  topic2: string | null;
  topic3: string | null;
  data: string;
}

const toLog = (r: LogRow): EvmLogRecord => ({
  address: r.address as Address,
  topics: [r.topic0, r.topic1, r.topic2, r.topic3].filter((t): t is string => t !== null) as Hex[],
  data: r.data as Hex,
  blockNumber: BigInt(r.block_number),
  blockHash: r.block_hash as Hex,
  transactionHash: r.tx_hash as Hex,
  transactionIndex: r.tx_index,
  logIndex: r.log_index,
});

interface TxRow {
  hash: string;
  block_number: number;
  block_hash: string;
  tx_index: number;
  from_address: string;
  to_address: string | null;
  value: string;
  input: string;
  nonce: string;
  gas: string;
  gas_price: string;
  v: string;
  r: string;
  s: string;
  status: 'success' | 'reverted';
  gas_used: string;
  cumulative_gas: string;
  contract_address: string | null;
  revert_reason: string | null;
  intent_id: string | null;
}

export function readTransaction(db: Db, chainId: number, hash: Hex): EvmTransactionRecord | undefined {
  const row = prepared(db, 'SELECT * FROM evm_transactions WHERE hash = ? AND chain_id = ?').get(
    hash.toLowerCase(),
    chainId,
  ) as TxRow | undefined;
  if (!row) return undefined;
  const logs = (
    prepared(db, 'SELECT * FROM evm_logs WHERE tx_hash = ? ORDER BY log_index').all(row.hash) as LogRow[]
  ).map(toLog);
  return {
    hash: row.hash as Hex,
    blockNumber: BigInt(row.block_number),
    blockHash: row.block_hash as Hex,
    transactionIndex: row.tx_index,
    from: row.from_address as Address,
    to: row.to_address as Address | null,
    value: BigInt(row.value),
    input: row.input as Hex,
    nonce: BigInt(row.nonce),
    gas: BigInt(row.gas),
    gasPrice: BigInt(row.gas_price),
    v: BigInt(row.v),
    r: row.r as Hex,
    s: row.s as Hex,
    status: row.status,
    gasUsed: BigInt(row.gas_used),
    cumulativeGasUsed: BigInt(row.cumulative_gas),
    contractAddress: row.contract_address as Address | null,
    logs,
    revertReason: row.revert_reason,
    intentId: row.intent_id,
  };
}

interface BlockRow {
  number: number;
  hash: string;
  parent_hash: string;
  timestamp: number;
  gas_limit: string;
  gas_used: string;
  base_fee: string;
  miner: string;
  state_root: string;
}

function toBlock(db: Db, chainId: number, row: BlockRow | undefined): EvmBlockRecord | undefined {
  if (!row) return undefined;
  const txs = prepared(
    db,
    'SELECT hash FROM evm_transactions WHERE chain_id = ? AND block_number = ? ORDER BY tx_index',
  ).all(chainId, row.number) as { hash: string }[];
  return {
    number: BigInt(row.number),
    hash: row.hash as Hex,
    parentHash: row.parent_hash as Hex,
    timestamp: BigInt(row.timestamp),
    gasLimit: BigInt(row.gas_limit),
    gasUsed: BigInt(row.gas_used),
    baseFeePerGas: BigInt(row.base_fee),
    miner: row.miner as Address,
    stateRoot: row.state_root as Hex,
    transactions: txs.map((t) => t.hash as Hex),
  };
}

export function readBlock(db: Db, chainId: number, number: bigint): EvmBlockRecord | undefined {
  const row = prepared(db, 'SELECT * FROM evm_blocks WHERE chain_id = ? AND number = ?').get(
    chainId,
    Number(number),
  ) as BlockRow | undefined;
  return toBlock(db, chainId, row);
}

export function readBlockByHash(db: Db, chainId: number, hash: Hex): EvmBlockRecord | undefined {
  const row = prepared(db, 'SELECT * FROM evm_blocks WHERE chain_id = ? AND hash = ?').get(
    chainId,
    hash.toLowerCase(),
  ) as BlockRow | undefined;
  return toBlock(db, chainId, row);
}

/** The committed head: number, hash and timestamp of the latest block (genesis: number 0, zero hash). */
export function readHead(db: Db, chainId: number): { number: bigint; hash: Hex; timestamp: bigint } {
  const row = prepared(
    db,
    'SELECT number, hash, timestamp FROM evm_blocks WHERE chain_id = ? ORDER BY number DESC LIMIT 1',
  ).get(chainId) as { number: number; hash: string; timestamp: number } | undefined;
  return row
    ? { number: BigInt(row.number), hash: row.hash as Hex, timestamp: BigInt(row.timestamp) }
    : { number: 0n, hash: `0x${'0'.repeat(64)}`, timestamp: 0n };
}

/** eth_getLogs: block range, any of the addresses, per-position topics (null = any, a list = any of them). */
export function readLogs(db: Db, chainId: number, filter: EvmLogFilter): EvmLogRecord[] {
  const where = ['chain_id = ?', 'block_number >= ?', 'block_number <= ?'];
  const params: unknown[] = [chainId, Number(filter.fromBlock), Number(filter.toBlock)];
  if (filter.address && filter.address.length > 0) {
    where.push(`address IN (${filter.address.map(() => '?').join(', ')})`);
    params.push(...filter.address.map((a) => a.toLowerCase()));
  }
  (filter.topics ?? []).slice(0, 4).forEach((topic, i) => {
    if (topic === null) return;
    const options = (Array.isArray(topic) ? topic : [topic]).map((t) => t.toLowerCase());
    where.push(`topic${i} IN (${options.map(() => '?').join(', ')})`);
    params.push(...options);
  });
  // Compiled per call, not cached: the filter's lists make the SQL text vary without bound.
  const rows = db
    .prepare(`SELECT * FROM evm_logs WHERE ${where.join(' AND ')} ORDER BY block_number, log_index`)
    .all(...params) as LogRow[];
  return rows.map(toLog);
}

/** The newest transactions an address sent, received or moved tokens in (its topic in a log), any EVM network. */
export function listAddressTransactions(db: Db, address: string, limit: number) {
  const padded = `0x${'0'.repeat(24)}${address.slice(2)}`;
  return prepared(
    db,
    `SELECT hash, chain_id, block_number, from_address, to_address, status FROM evm_transactions
       WHERE from_address = ? OR to_address = ? OR hash IN (SELECT tx_hash FROM evm_logs WHERE topic1 = ? OR topic2 = ? OR topic3 = ?)
       ORDER BY block_number DESC LIMIT ${limit}`,
  ).all(address, address, padded, padded, padded) as {
    hash: string;
    chain_id: number;
    block_number: number;
    from_address: string;
    to_address: string | null;
    status: string;
  }[];
}

/** Hashes of the reverted transactions an order left, any EVM network. */
export const listRevertedTransactionHashes = (db: Db, intentId: string) =>
  (
    prepared(db, `SELECT hash FROM evm_transactions WHERE intent_id = ? AND status = 'reverted'`).all(
      intentId,
    ) as {
      hash: string;
    }[]
  ).map((row) => row.hash);
