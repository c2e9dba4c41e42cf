import type { RpcNamespaceHandler } from '../rpc-namespace.js';
import { JsonRpcError, methodNotFound } from '../json-rpc-error.js';
import { EVM_CHAIN_METHODS } from './evm-chain-methods.js';
import { findEvmNetwork } from '../../evm/evm-networks.js';
import { userOperationMethods } from './user-operation-methods.js';
import { EVM_FEE_METHODS } from './evm-fee-methods.js';
import { EVM_STATE_METHODS, type EvmMethod } from './evm-state-methods.js';

const EVM_METHODS: Readonly<Record<string, EvmMethod>> = {
  ...EVM_STATE_METHODS,
  ...EVM_FEE_METHODS,
  ...EVM_CHAIN_METHODS,
};

/** Methods that would sign or send: the endpoint only reads (EIP-1474's -32004, method not supported). */
const WRITES = new Set([
  'eth_sendRawTransaction',
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData_v4',
  'personal_sign',
]);

const readOnly = (method: string) =>
  new JsonRpcError(
    -32004,
    `${method} is not supported: this JSON-RPC endpoint is read-only; send transactions as intents through the Satchel SDK (tokenTransfer, nftTransfer, evmRawTransaction)`,
  );

/**
 * `eip155:*`: the network's JSON-RPC methods over its committed state, when the platform runs it as an EVM; an
 * environment's chain also answers ERC-7769's user-operation reads (user-operation-methods.ts).
 */
export const evmRpcNetwork: RpcNamespaceHandler = (chains, caip2Id, db) => {
  const reader = chains.evmReader(caip2Id);
  if (!reader) return undefined;
  const env = findEvmNetwork(caip2Id)?.env;
  const bundler = env ? userOperationMethods(env) : {};
  return async (call) => {
    if (Object.hasOwn(EVM_METHODS, call.method)) return EVM_METHODS[call.method](reader, call.params);
    if (Object.hasOwn(bundler, call.method)) return bundler[call.method](reader, db, call.params);
    throw WRITES.has(call.method) ? readOnly(call.method) : methodNotFound(call.method);
  };
};
