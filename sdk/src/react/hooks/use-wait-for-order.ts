import { OrderFailedError, waitForOrder, type Order, type WaitForOrderOptions } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';
import { useSettlement } from './use-settlement.js';

/**
 * `mutate(jobId, {onStatus, signal, timeoutMs}?)` follows an order until final (`waitForOrder`): `'success'` with the
 * order when it is SUCCESSFUL; `'error'` with an `OrderFailedError` (`error.order`, `error.reason`) when it FAILED
 * (or expired, was discarded…). Either way the reads the order changed are revalidated.
 * @example
 * const wait = useWaitForOrder({ onError: (e) => e instanceof OrderFailedError && toast(e.reason) });
 * const order = await wait.mutateAsync(jobId, { onStatus: (order) => setStatus(order.status), timeoutMs: 60_000 });
 */
export function useWaitForOrder(options?: MutationOptions<Order>) {
  const { settled } = useSettlement();
  return useSatchelMutation(async (client, jobId: string, follow?: WaitForOrderOptions) => {
    try {
      const order = await waitForOrder(client, jobId, follow);
      settled(jobId);
      return order;
    } catch (error) {
      if (error instanceof OrderFailedError) settled(jobId);
      throw error;
    }
  }, options);
}
