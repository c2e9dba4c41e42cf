import type { EvmChainReader } from '../../evm/evm-chain-reader.js';
import { serverError } from '../json-rpc-error.js';
import { blockRef } from './evm-params.js';

/**
 * The state a method reads is the latest committed state: the reader keeps no history. A block past the head is
 * refused as geth does; an older block (or one named by hash) is answered from the latest state (README).
 */
export async function checkStateBlock(reader: EvmChainReader, value: unknown): Promise<void> {
  const ref = blockRef(value, 'block');
  const known =
    'hash' in ref
      ? (await reader.getBlockByHash(ref.hash)) !== undefined
      : !('number' in ref) || ref.number <= (await reader.blockNumber());
  if (!known) throw serverError('header not found');
}
