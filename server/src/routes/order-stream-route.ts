import { getOrdersHistory, getOrdersPage } from '@satchel/sdk';
import { bffOrderStreamBodySchema } from '@satchel/shared/bff';
import { BffError } from '../http/bff-error.js';
import { defineRoute, StreamReply } from '../http/route.js';
import { openOrderStream } from '../order-stream/open-order-stream.js';
import { streamOf } from '../orders-push/order-push.js';
import { EXAMPLE_SESSION, EXAMPLE_UUID } from './examples.js';

/** The session's orders as server-sent events (docs/protocol.md §18.7). */
export const orderStreamRoute = defineRoute({
  path: '/api/explorer/order-stream',
  group: 'explorer',
  summary: "Server-sent events: each status change of the session's orders (or of one, until it is final)",
  description:
    'Answers `text/event-stream`: `id`, `event: status` and `data` (an order as order-history answers it) for each ' +
    'status change of the orders this BFF accepted for the session, oldest first, after the `Last-Event-ID` header ' +
    'when reconnecting; `: keep-alive` comments; a last `event: end` with `{"reason"}` (`final` with `intentId`, ' +
    '`timeout`, `shutdown`). At most ORDER_STREAMS_PER_SESSION open streams per session (429).',
  body: bffOrderStreamBodySchema,
  session: true,
  stream: true,
  answer: 'text/event-stream of order status changes',
  example: { sessionConfig: EXAMPLE_SESSION, intentId: EXAMPLE_UUID },
  async handle({ body, client, push }) {
    const sdk = await client();
    const stream = streamOf(body.sessionConfig);
    // The session is checked with the platform before the stream opens (a read it answers only to a live session).
    const current = body.intentId
      ? (await getOrdersHistory(sdk, { intentId: body.intentId }))[0]
      : void (await getOrdersPage(sdk, { page: 1, size: 1 }));
    if (body.intentId && !current)
      throw BffError.of('NOT_FOUND', undefined, `no order ${body.intentId} for this session`);
    if (push.streams.count(stream) >= push.config.streamsPerSession)
      throw BffError.of(
        'RATE_LIMITED',
        undefined,
        `at most ${push.config.streamsPerSession} open order streams per session`,
      );
    return new StreamReply((req, res) =>
      openOrderStream(req, res, { push, stream, intentId: body.intentId, current }),
    );
  },
});
