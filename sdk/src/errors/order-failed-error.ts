import { SatchelError } from './base-error.js';

/**
 * An order that became final without succeeding (FAILED, EXPIRED, BUNDLER_DISCARDED, FAILED_ON_CHAIN, docs/protocol.md
 * §14.7): `waitForOrder`, `followOrder` and `useWaitForOrder` reject with it, so a failure can never read as a
 * success. `order` is the final order; `reason` is the platform's, e.g. `Insufficient balance`.
 * @example
 * try {
 *   await waitForOrder(client, jobId);
 * } catch (error) {
 *   if (error instanceof OrderFailedError) showFailure(error.order.status, error.reason);
 * }
 */
export class OrderFailedError<
  TOrder extends { status?: string; reason?: string } = {
    status?: string;
    reason?: string;
  },
> extends SatchelError {
  override name = 'OrderFailedError';
  declare readonly order: TOrder;
  declare readonly reason: string;

  constructor(order: TOrder, details: Record<string, unknown> = {}) {
    const reason = order.reason ?? '';
    super(reason ? `Order ${order.status}: ${reason}` : `Order ${order.status}`, {
      code: 'ORDER_FAILED',
      details: { ...details, status: order.status, reason },
    });
    this.order = order;
    this.reason = reason;
  }
}
