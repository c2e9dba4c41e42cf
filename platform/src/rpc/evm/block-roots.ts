import { MerklePatriciaTrie } from '@ethereumjs/mpt';
import { bytesToHex, hexToBytes, keccak256, toRlp, type Hex } from 'viem';
import type { EvmTransactionRecord } from '../../evm/evm-chain-reader.js';
import { logsBloom } from './logs-bloom.js';

/** An RLP integer: big-endian without leading zeros, `0x` for zero. */
const integer = (value: bigint): Hex => {
  if (value === 0n) return '0x';
  const digits = value.toString(16);
  return `0x${digits.length % 2 ? '0' : ''}${digits}`;
};

/** The transaction as signed bytes (the chain's transactions are legacy EIP-155 ones): keccak of it is its hash. */
export const serializedTransaction = (tx: EvmTransactionRecord): Hex =>
  toRlp([
    integer(tx.nonce),
    integer(tx.gasPrice),
    integer(tx.gas),
    tx.to ?? '0x',
    integer(tx.value),
    tx.input,
    integer(tx.v),
    integer(BigInt(tx.r)),
    integer(BigInt(tx.s)),
  ]);

/** The consensus encoding of a legacy receipt (post-Byzantium: status, cumulative gas, bloom, logs). */
export const encodedReceipt = (tx: EvmTransactionRecord): Hex =>
  toRlp([
    tx.status === 'success' ? '0x01' : '0x',
    integer(tx.cumulativeGasUsed),
    logsBloom(tx.logs),
    tx.logs.map((log) => [log.address, log.topics, log.data]),
  ]);

/** The root of the ordered trie (key: RLP of the index) of a block's items, as in the yellow paper §4.3. */
async function orderedTrieRoot(items: readonly Hex[]): Promise<Hex> {
  const trie = new MerklePatriciaTrie();
  for (const [i, item] of items.entries())
    await trie.put(hexToBytes(toRlp(integer(BigInt(i)))), hexToBytes(item));
  return bytesToHex(trie.root());
}

/**
 * `transactionsRoot` and `receiptsRoot` of a block, from its transactions as recorded (the reader keeps neither
 * root). A transaction whose bytes do not hash to its recorded hash (not a legacy transaction) leaves them out.
 */
export async function blockRoots(
  records: readonly EvmTransactionRecord[],
): Promise<{ transactionsRoot: Hex; receiptsRoot: Hex } | undefined> {
  const serialized = records.map(serializedTransaction);
  if (serialized.some((bytes, i) => keccak256(bytes) !== records[i].hash.toLowerCase())) return undefined;
  return {
    transactionsRoot: await orderedTrieRoot(serialized),
    receiptsRoot: await orderedTrieRoot(records.map(encodedReceipt)),
  };
}
