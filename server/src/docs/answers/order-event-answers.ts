import * as z from 'zod';
import { named, uuid } from './answer-registry.js';
import { Order } from './explorer-answers.js';

/** An order event (docs/protocol.md §18.7): the order as order-history answers it; at acceptance its id and status. */
export const OrderEvent = named(
  'OrderEvent',
  'An order as api/explorer/order-history answers it; at acceptance only `intentId` and `status` (INITIATED)',
  Order.partial().extend({ intentId: uuid, status: z.string() }),
);

/** The body of every webhook (Standard Webhooks: `{type, timestamp, data}`). */
export const OrderWebhook = named(
  'OrderWebhook',
  'A webhook of an order: its acceptance or its final state. Signed per Standard Webhooks (headers webhook-id, ' +
    'webhook-timestamp, webhook-signature); the same event keeps its webhook-id on every retry and endpoint',
  z.object({
    type: z.enum(['order.accepted', 'order.succeeded', 'order.failed']),
    timestamp: z.iso.datetime().meta({ description: 'When the BFF saw the event' }),
    data: OrderEvent,
  }),
);
