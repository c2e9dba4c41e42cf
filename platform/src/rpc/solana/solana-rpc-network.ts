import type { RpcNamespaceHandler } from '../rpc-namespace.js';
import { methodNotFound } from '../json-rpc-error.js';
import { positional, readOnly, SOLANA_METHODS, SOLANA_WRITES } from './solana-methods.js';

/** `solana:*`: the network's Solana JSON-RPC methods over its committed state, when the platform runs it. */
export const solanaRpcNetwork: RpcNamespaceHandler = (chains, caip2Id) => {
  const reader = chains.solanaReader(caip2Id);
  if (!reader) return undefined;
  return async (call) => {
    if (Object.hasOwn(SOLANA_METHODS, call.method))
      return SOLANA_METHODS[call.method](reader, positional(call.params));
    throw SOLANA_WRITES.has(call.method) ? readOnly(call.method) : methodNotFound(call.method);
  };
};
