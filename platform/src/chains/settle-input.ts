import type { PlatformContext } from '../context.js';
import type { NetworkRow } from '../world/network-store.js';
import type { UserRow } from '../world/user-store.js';

/** What an intent settler gets: the order's job payload, its network, its user and the downstream hash. */
export interface SettleInput {
  ctx: PlatformContext;
  intentId: string;
  payload: Record<string, unknown>;
  network: NetworkRow;
  user: UserRow;
  txHash: string;
}
