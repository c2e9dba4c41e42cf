import { followOrder, type WaitForOrderOptions } from '@satchel/sdk';
import type { Backend, Order } from './types.js';

/**
 * The order of `jobId` followed until final. api mode: through the BFF's order stream (docs/protocol.md §18.7), each
 * status as the BFF tells it, no polling; a BFF without the stream (it refuses it) is polled through its order route.
 * The SDK's `followOrder` keeps the options' meaning (onStatus, signal, timeout) and the failed-order error in both.
 * sdk mode follows with the SDK's `useWaitForOrder` instead.
 */
export async function followBackendOrder(backend: Backend, jobId: string, options: WaitForOrderOptions) {
  const poll = () =>
    followOrder<Order>(async () => (await backend.getOrdersHistory({ intentId: jobId }))[0], options, {
      jobId,
    });
  const stream = backend.streamOrder?.(jobId);
  if (!stream) return poll();
  let told = false;
  try {
    return await followOrder<Order>(
      async () => {
        const order = await stream.next();
        told = true;
        return order;
      },
      { ...options, intervalMs: 0, maxIntervalMs: 0 },
      { jobId },
    );
  } catch (error) {
    if (told || options.signal?.aborted || (error as { status?: number }).status === undefined) throw error;
    return poll();
  } finally {
    stream.close();
  }
}
