import { LIMITS } from '@satchel/shared';

/** Bounds of `POST /rpc/{caip2Id}` (documented in platform/README.md). */
export const RPC_LIMITS = {
  /** The platform's JSON body limit (413 above). */
  bodyBytes: LIMITS.platformBodyBytes,
  /** Requests in one batch. */
  batch: 100,
  /** Blocks one `eth_getLogs` may span (toBlock − fromBlock + 1). */
  logBlockRange: 10_000,
  /** Logs one `eth_getLogs` may answer. */
  logs: 10_000,
} as const;
