import { HttpError } from '@satchel/sdk';
import type { Logger } from 'pino';
import { isFinal, type OrderState } from './order-event.js';
import type { OrderPushConfig } from './push-config.js';
import type { Processor } from './push-queue.js';

/** A follower's job data: no secret in the clear (the token is sealed), nothing of the session but its stream. */
export interface FollowData {
  intentId: string;
  /** The session's event log (order-stream). */
  stream: string;
  /** The sealed bearer token (follow-credential.ts). */
  token: string;
  /** The last status told. */
  status: string;
  polls: number;
  /** Epoch ms after which the token no longer reads: the follower stops. */
  until: number;
}

export interface FollowDeps {
  config: OrderPushConfig;
  logger: Logger;
  openToken(data: FollowData): string | undefined;
  read(bearer: string, intentId: string): Promise<OrderState | undefined>;
  /** Tells a new status (event log, and webhooks when final); throwing fails the step, which is retried. */
  changed(data: FollowData, order: OrderState): Promise<void>;
}

/**
 * One poll of a follower: reads the order, tells a changed status, and runs again after a wait that starts at
 * `followFirstMs` and grows ×1.5 up to `followMaxMs`, until the order is final. A platform or network failure is
 * polled again like a pending order; a refused token (401/403: the session ended) or an expired one ends the
 * follower, logged (the order is not told final: the BFF no longer knows).
 */
export function followStep(deps: FollowDeps): Processor<FollowData> {
  const { config, logger } = deps;
  return async (data) => {
    const bearer = deps.openToken(data);
    const stop = (why: string) => logger.warn({ intentId: data.intentId, why }, 'order no longer followed');
    if (bearer === undefined) return stop('its token was sealed under another SESSION_ENCRYPTION_KEY');
    if (Date.now() > data.until) return stop('its token expired before the order was final');
    let next = data;
    try {
      const order = await deps.read(bearer, data.intentId);
      if (order && order.status !== data.status) {
        await deps.changed(data, order);
        next = { ...data, status: order.status };
      }
      if (order && isFinal(order.status)) return;
    } catch (error) {
      if (error instanceof HttpError && (error.status === 401 || error.status === 403))
        return stop(`the platform refused its token (${error.status})`);
      if (!(error instanceof HttpError)) throw error;
    }
    const delayMs = Math.min(config.followFirstMs * 1.5 ** data.polls, config.followMaxMs);
    return { again: { delayMs, data: { ...next, polls: data.polls + 1 } } };
  };
}
