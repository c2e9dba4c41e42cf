import type { Client } from '../client/client.js';
import { followOrder, type FollowOrderOptions } from './follow-order.js';
import { getOrdersHistory } from './get-orders-history.js';
import type { Order } from './types.js';

/**
 * Options of `waitForOrder` (those of `followOrder`).
 * @example
 * const options: WaitForOrderOptions = { onStatus: (order) => console.log(order.status), timeoutMs: 120_000 };
 */
export type WaitForOrderOptions = FollowOrderOptions<Order>;

/**
 * Follows an order (`getOrdersHistory` filtered by its intent id = the jobId an intent resolved to) until its
 * status is final: `followOrder`'s schedule (at once, then 250, 500, 1000, 2000, 4000, 4000… ms). Resolves to the
 * SUCCESSFUL order; a FAILED (or otherwise unsuccessful) one rejects with an `OrderFailedError` whose `order` and
 * `reason` say what happened and whose details hold `{jobId, status, reason}`. A failing orders call rejects with
 * its own error; timeout and abort reject with a SatchelError whose details hold `{jobId, timeoutMs}`.
 * @example
 * const jobId = await tokenTransfer(client, input);
 * try {
 *   const order = await waitForOrder(client, jobId, { onStatus: (o) => console.log(o.status), timeoutMs: 120_000 });
 * } catch (error) {
 *   if (error instanceof OrderFailedError) console.warn(error.reason); // e.g. Insufficient balance
 * }
 */
export async function waitForOrder(
  client: Client,
  jobId: string,
  options: WaitForOrderOptions = {},
): Promise<Order> {
  return followOrder(async () => (await getOrdersHistory(client, { intentId: jobId }))[0], options, {
    jobId,
  });
}
