import type { Hex } from 'viem';
import type { EvmChainReader, EvmLogFilter } from '../../evm/evm-chain-reader.js';
import { invalidParams, JsonRpcError, serverError } from '../json-rpc-error.js';
import { RPC_LIMITS } from '../rpc-limits.js';
import { address, blockRef, hash } from './evm-params.js';

function topicsOf(value: unknown): EvmLogFilter['topics'] {
  if (value == null) return undefined;
  if (!Array.isArray(value) || value.length > 4)
    throw invalidParams('topics is an array of at most 4 positions');
  return value.map((position, i) => {
    if (position == null) return null;
    if (!Array.isArray(position)) return hash(position, `topics[${i}]`);
    // [a, null] matches anything at that position, like null.
    if (position.some((t) => t == null)) return null;
    return position.map((t, j) => hash(t, `topics[${i}][${j}]`));
  });
}

function addressesOf(value: unknown): EvmLogFilter['address'] {
  if (value == null) return undefined;
  if (Array.isArray(value))
    return value.length ? value.map((a, i) => address(a, `address[${i}]`)) : undefined;
  return [address(value, 'address')];
}

function numberOf(value: unknown, name: string, latest: bigint) {
  const ref = blockRef(value, name, false);
  return 'number' in ref ? ref.number : latest;
}

/**
 * The `eth_getLogs` filter: `blockHash`, or `fromBlock`/`toBlock` (default latest; toBlock past the head is the
 * head, as geth), `address` (one or several), `topics`. At most RPC_LIMITS.logBlockRange blocks asked for (-32005
 * above); undefined when the range starts past the head (no logs).
 */
export async function logFilter(reader: EvmChainReader, value: unknown): Promise<EvmLogFilter | undefined> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams('the filter is not an object');
  const filter = value as Record<string, unknown>;
  const latest = await reader.blockNumber();
  const topics = topicsOf(filter.topics);
  const addresses = addressesOf(filter.address);
  let fromBlock: bigint;
  let toBlock: bigint;
  if (filter.blockHash != null) {
    if (filter.fromBlock != null || filter.toBlock != null)
      throw invalidParams('blockHash cannot be used with fromBlock or toBlock');
    const block = await reader.getBlockByHash(hash(filter.blockHash, 'blockHash'));
    if (!block) throw serverError('unknown block');
    fromBlock = toBlock = block.number;
  } else {
    fromBlock = numberOf(filter.fromBlock, 'fromBlock', latest);
    toBlock = numberOf(filter.toBlock, 'toBlock', latest);
    if (fromBlock > toBlock) throw invalidParams('fromBlock is after toBlock');
    // The range asked for, before the head cuts it: a client asking for a million blocks is told at once.
    if (toBlock - fromBlock + 1n > BigInt(RPC_LIMITS.logBlockRange))
      throw new JsonRpcError(
        -32005,
        `query exceeds max block range ${RPC_LIMITS.logBlockRange} (from ${fromBlock} to ${toBlock})`,
      );
    if (fromBlock > latest) return undefined;
    if (toBlock > latest) toBlock = latest;
  }
  return { fromBlock, toBlock, address: addresses, topics: topics as (Hex | Hex[] | null)[] | undefined };
}
