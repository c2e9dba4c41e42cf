import type { Db } from '../db/open-database.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { evmRpcNetwork } from './evm/evm-rpc-network.js';
import type { RpcMethodCall } from './answer-json-rpc.js';
import type { RpcNamespaceHandler } from './rpc-namespace.js';
import { solanaRpcNetwork } from './solana/solana-rpc-network.js';

/**
 * `POST /rpc/{caip2Id}` dispatches on the CAIP-2 namespace (the part before the first `:`). A chain family adds
 * its endpoint with one entry here.
 */
export const RPC_NAMESPACES: Readonly<Record<string, RpcNamespaceHandler>> = {
  eip155: evmRpcNetwork,
  solana: solanaRpcNetwork,
};

/** The network's methods, looked up through its namespace. */
export function rpcNetwork(chains: PlatformChains, caip2Id: string, db: Db): RpcMethodCall | undefined {
  const namespace = caip2Id.slice(0, caip2Id.indexOf(':'));
  return Object.hasOwn(RPC_NAMESPACES, namespace)
    ? RPC_NAMESPACES[namespace](chains, caip2Id, db)
    : undefined;
}
