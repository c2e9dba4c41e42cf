import type { Request, Response } from 'express';
import { isFinal, type OrderState } from '../orders-push/order-event.js';
import type { LoggedEvent } from '../orders-push/order-event-log.js';
import type { OrderPush } from '../orders-push/order-push.js';

/** Why a stream ended, sent as its last event (`event: end`). */
export type StreamEnd = 'final' | 'timeout' | 'shutdown' | 'unavailable';

export interface OrderStreamArgs {
  push: OrderPush;
  /** The session's event log key. */
  stream: string;
  /** Only this order, and end once it is final. */
  intentId?: string | undefined;
  /** That order as the platform answered when the stream opened (sent when the log holds nothing of it). */
  current?: OrderState | undefined;
}

const LAST_EVENT_ID = /^[0-9-]{1,42}$/;

/**
 * Writes a session's order stream (docs/protocol.md §18.7): after `Last-Event-ID` (the header a reconnecting
 * EventSource sends) or from the oldest change kept, every status change as `id`, `event: status`, `data: <order
 * JSON>`; a `: keep-alive` comment every `heartbeatMs`; and a last `event: end` with `{reason}` when the followed
 * order is final, after `streamMaxMs` (reconnect with `Last-Event-ID`), or when the BFF shuts down.
 */
export function openOrderStream(req: Request, res: Response, args: OrderStreamArgs): void {
  const { push, stream, intentId } = args;
  const { heartbeatMs, streamMaxMs } = push.config;
  const header = req.get('last-event-id');
  let last = header !== undefined && LAST_EVENT_ID.test(header) ? header : undefined;
  let ended = false;
  let told = false;
  let pumping = Promise.resolve();

  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();

  const send = (order: OrderState, id?: string) => {
    told = true;
    res.write(`${id === undefined ? '' : `id: ${id}\n`}event: status\ndata: ${JSON.stringify(order)}\n\n`);
    if (intentId !== undefined && isFinal(order.status)) end('final');
  };
  const sendAll = (events: LoggedEvent[]) => {
    for (const event of events) {
      if (ended) return;
      last = event.id;
      if (intentId === undefined || event.order.intentId === intentId) send(event.order, event.id);
    }
  };
  const pump = () => {
    pumping = pumping
      .then(async () => (ended ? undefined : sendAll(await push.log.since(stream, last))))
      .catch(() => end('unavailable'));
    return pumping;
  };

  const unsubscribe = push.log.subscribe(stream, () => void pump());
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
  const timeout = setTimeout(() => end('timeout'), streamMaxMs);
  const unregister = push.streams.add(stream, () => end('shutdown'));
  const stop = () => {
    ended = true;
    unsubscribe();
    clearInterval(heartbeat);
    clearTimeout(timeout);
    unregister();
  };
  function end(reason: StreamEnd) {
    if (ended) return;
    stop();
    res.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
  }
  res.on('close', stop);

  void pump().then(() => {
    // An order the log has nothing of (accepted elsewhere, or its changes no longer kept): its state now.
    if (!ended && !told && header === undefined && args.current) send(args.current);
  });
}
