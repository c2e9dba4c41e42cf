import type { OrderState } from './order-event.js';

/** One status change of an order, with the id a stream sends as its SSE `id` (opaque, increasing per session). */
export interface LoggedEvent {
  id: string;
  order: OrderState;
}

/**
 * The recent status changes of each session's orders, what the order stream sends and resends after a
 * `Last-Event-ID`: a Redis stream per session with `REDIS_URL` (every instance reads every change), else memory.
 * Each session keeps its last 200 changes for a day.
 */
export interface OrderEventLog {
  append(session: string, order: OrderState): Promise<void>;
  /** The changes after `afterId` (all kept ones without it, or when it is not one of this log's ids), oldest first. */
  since(session: string, afterId?: string): Promise<LoggedEvent[]>;
  /** Calls `onChange` after each append to `session` (on any instance); returns the unsubscribe function. */
  subscribe(session: string, onChange: () => void): () => void;
  close(): Promise<void>;
}

export const KEPT_EVENTS = 200;
export const KEPT_SECONDS = 86_400;
