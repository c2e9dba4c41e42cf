import type { EvmChainReader } from '../../evm/evm-chain-reader.js';
import { callFailure } from './call-failure.js';
import { checkStateBlock } from './check-state-block.js';
import { callRequest } from './evm-call-request.js';
import { hexQuantity } from './evm-format.js';
import { address, positional, slot } from './evm-params.js';

export type EvmMethod = (reader: EvmChainReader, params: unknown) => Promise<unknown>;

/** What a method reading an account at a block does: check the block, then read. */
const accountRead =
  (read: (reader: EvmChainReader, account: ReturnType<typeof address>) => Promise<unknown>): EvmMethod =>
  async (reader, params) => {
    const [account, block] = positional(params, 1, 2);
    const who = address(account, 'address');
    await checkStateBlock(reader, block);
    return read(reader, who);
  };

/** eth_call: the return data, or geth's errors (callFailure). */
const ethCall: EvmMethod = async (reader, params) => {
  const [tx, block] = positional(params, 1, 3);
  const request = callRequest(tx);
  await checkStateBlock(reader, block);
  const result = await reader.call(request);
  if (result.ok) return result.returnData;
  throw callFailure(result);
};

const none = (params: unknown) => positional(params, 0, 0);

export const EVM_STATE_METHODS: Record<string, EvmMethod> = {
  web3_clientVersion: async (_reader, params) => (none(params), 'satchel-platform/in-process-evm'),
  net_version: async (reader, params) => (none(params), String(reader.chainId)),
  net_listening: async (_reader, params) => (none(params), true),
  eth_chainId: async (reader, params) => (none(params), hexQuantity(reader.chainId)),
  eth_syncing: async (_reader, params) => (none(params), false),
  eth_accounts: async (_reader, params) => (none(params), []),
  eth_blockNumber: async (reader, params) => (none(params), hexQuantity(await reader.blockNumber())),
  eth_getBalance: accountRead(async (reader, who) => hexQuantity(await reader.getBalance(who))),
  eth_getCode: accountRead((reader, who) => reader.getCode(who)),
  eth_getTransactionCount: accountRead(async (reader, who) =>
    hexQuantity(await reader.getTransactionCount(who)),
  ),
  eth_getStorageAt: async (reader, params) => {
    const [account, position, block] = positional(params, 2, 3);
    const who = address(account, 'address');
    const key = slot(position, 'slot');
    await checkStateBlock(reader, block);
    const value = await reader.getStorageAt(who, key);
    return `0x${value.slice(2).padStart(64, '0')}`;
  },
  eth_call: ethCall,
};
