import type { SentUserOperation, UserOperationLocation } from '@satchel/sdk';
import type { ServerConfig } from '../config.js';

/**
 * The answer of every api/intent/* route that executes an operation (docs/protocol.md §18.4): the order's jobId, and
 * the operation's userOpHash with where to follow it — the environment chain's ERC-7769 RPC and the explorer page of
 * the platform (docs/user-operations-flow.md), when the BFF knows its URL (not on Okto's hosted platform).
 */
export interface ExecutedOrder {
  jobId: string;
  userOperation: UserOperationLocation & { rpcUrl?: string; explorerUrl?: string };
}

export function executedOrder(config: ServerConfig, sent: SentUserOperation): ExecutedOrder {
  const base = config.platformPublicUrl;
  const { hash, chainId } = sent.userOperation;
  const links = base && {
    rpcUrl: `${base}/rpc/eip155:${chainId}`,
    explorerUrl: `${base}/explorer/userop/${hash}`,
  };
  return { jobId: sent.jobId, userOperation: { ...sent.userOperation, ...links } };
}
