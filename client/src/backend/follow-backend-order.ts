import { followOrder, type WaitForOrderOptions } from '@satchel/sdk';
import type { Backend, Order } from './types.js';

/**
 * The order of `jobId` followed through a backend's order history with the SDK's `followOrder` (api mode: the BFF's
 * order route; sdk mode follows with the SDK's `useWaitForOrder` instead).
 */
export const followBackendOrder = (backend: Backend, jobId: string, options: WaitForOrderOptions) =>
  followOrder<Order>(async () => (await backend.getOrdersHistory({ intentId: jobId }))[0], options, {
    jobId,
  });
