import type { Order } from '@satchel/sdk';
import { FINAL_ORDER_STATUSES } from '@satchel/shared';

/**
 * An order as the BFF tells of it (docs/protocol.md §18.7): the fields of `api/explorer/order-history`'s items;
 * at acceptance only `intentId` and `status` (`INITIATED`) are known.
 */
export type OrderState = Pick<Order, 'intentId' | 'status'> & Partial<Order>;

/** The webhook event types: an order accepted, and its final state (FAILED and the other final statuses: failed). */
export type OrderEventType = 'order.accepted' | 'order.succeeded' | 'order.failed';

export const isFinal = (status: string) => (FINAL_ORDER_STATUSES as readonly string[]).includes(status);

export const eventTypeOf = (order: OrderState): OrderEventType =>
  !isFinal(order.status)
    ? 'order.accepted'
    : order.status === 'SUCCESSFUL'
      ? 'order.succeeded'
      : 'order.failed';

/**
 * One webhook message (Standard Webhooks): `id` is the same for every retry and every endpoint of this event, so a
 * receiver deduplicates by `webhook-id`; the body `{type, timestamp, data}` is fixed when the event happens.
 */
export function webhookMessage(
  order: OrderState,
  at: Date,
): { id: string; type: OrderEventType; body: string } {
  const type = eventTypeOf(order);
  return {
    id: `msg_${order.intentId}_${type.slice('order.'.length)}`,
    type,
    body: JSON.stringify({ type, timestamp: at.toISOString(), data: order }),
  };
}
