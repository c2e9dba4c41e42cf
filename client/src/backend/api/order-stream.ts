import type { RequestLog } from '@satchel/sdk';
import type { Order } from '../types.js';
import { ApiError } from './post-json.js';

/** One event of the BFF's order stream: its id and what it holds (docs/protocol.md §18.7). */
interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

/** Splits server-sent event text into events (`id:`, `event:`, `data:` lines, a blank line ends one). */
export function parseEvents(text: string): { events: StreamEvent[]; rest: string } {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const event: StreamEvent = { event: 'message', data: '' };
    for (const line of block.split('\n')) {
      const [field, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)];
      if (field === 'id') event.id = value;
      else if (field === 'event') event.event = value;
      else if (field === 'data') event.data += value;
    }
    return event.data ? [event] : [];
  });
  return { events, rest };
}

export interface StreamRequest {
  url: string;
  body: Record<string, unknown>;
  withCookie: boolean;
  log: RequestLog;
}

/**
 * One order followed through the BFF's order stream (api mode): `next()` resolves to each status the stream tells,
 * in order; a stream that drops before its `end` is opened again with `Last-Event-ID`, so nothing is missed or told
 * twice. A stream the BFF refuses rejects `next()` with its ApiError.
 */
export function openOrderStream({ url, body, withCookie, log }: StreamRequest) {
  const controller = new AbortController();
  const queue: Order[] = [];
  const waiting: { resolve: (order: Order) => void; reject: (error: unknown) => void }[] = [];
  let failure: unknown;
  let lastId: string | undefined;

  const push = (order: Order) => (waiting.length ? waiting.shift()!.resolve(order) : queue.push(order));
  const fail = (error: unknown) => {
    failure = error;
    for (const waiter of waiting.splice(0)) waiter.reject(error);
  };

  async function read(): Promise<boolean> {
    const headers = { 'Content-Type': 'application/json', ...(lastId && { 'Last-Event-ID': lastId }) };
    const id = log.record({ method: 'POST', url, headers, body: { intentId: body.intentId } });
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: controller.signal,
      ...(withCookie && { credentials: 'include' as const }),
    });
    log.respond(id, { status: response.status, body: response.ok ? 'text/event-stream' : '' });
    if (!response.ok || !response.body) {
      const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
      throw new ApiError(answer.error?.message ?? `HTTP ${response.status}`, response.status, answer);
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      const { events, rest } = parseEvents(buffer + chunk.value);
      buffer = rest;
      for (const event of events) {
        if (event.id) lastId = event.id;
        if (event.event === 'end') return true;
        if (event.event === 'status') push(JSON.parse(event.data) as Order);
      }
    }
    return false;
  }

  void (async () => {
    // Reopened after a drop (a proxy's idle timeout, a BFF restart) while it has told something; ended by `end`.
    for (let opened = 0; opened < 5 && !controller.signal.aborted; opened++)
      try {
        if (await read()) return;
      } catch (error) {
        if (controller.signal.aborted || error instanceof ApiError || lastId === undefined)
          return fail(error);
      }
  })();

  return {
    next: (): Promise<Order> =>
      queue.length
        ? Promise.resolve(queue.shift()!)
        : failure !== undefined
          ? Promise.reject(failure)
          : new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    close: () => controller.abort(),
  };
}
