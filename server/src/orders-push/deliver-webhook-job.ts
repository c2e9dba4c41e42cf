import type { PushQueue, Processor } from './push-queue.js';
import { sendWebhook } from './send-webhook.js';

/** A delivery's job data: one message to one endpoint, after the message before it (same order and endpoint). */
export interface DeliveryData {
  url: string;
  id: string;
  body: string;
  /** The job id of this order's previous message to this endpoint: sent only once that one is done. */
  after?: string;
}

/**
 * One attempt of a delivery: waits (without failing) while the order's previous message to the endpoint is still
 * being retried, so each receiver gets an order's events in order; then sends, and a failure is retried by the
 * queue with its backoff.
 */
export function deliverStep(deps: {
  queue: () => PushQueue;
  key: Buffer;
  timeoutMs: number;
  waitMs: number;
}): Processor<DeliveryData> {
  return async (data) => {
    if (data.after !== undefined && !(await deps.queue().isSettled('deliver', data.after)))
      return { again: { delayMs: deps.waitMs, data } };
    await sendWebhook(data.url, deps.key, data, deps.timeoutMs);
  };
}
