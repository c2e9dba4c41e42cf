import { INTENT_AFFECTED_READS, waitForOrder, type Order } from '../../index.js';
import { useSatchelMutation, type MutationOptions } from './use-satchel-mutation.js';

/**
 * `mutate(jobId, {onStatus, signal, timeoutMs}?)` follows an order until final (`waitForOrder`); data = the order. Revalidates what it changed.
 * @example
 * const wait = useWaitForOrder();
 * const order = await wait.mutateAsync(jobId, { onStatus: (order) => setStatus(order.status), timeoutMs: 60_000 });
 */
export const useWaitForOrder = (options?: MutationOptions<Order>) =>
  useSatchelMutation(waitForOrder, options, INTENT_AFFECTED_READS);
