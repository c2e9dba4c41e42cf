import type { IntentType } from '@satchel/shared';
import type { PlatformContext } from '../context.js';
import { ApiError } from '../http/api-error.js';

export interface NewOrder {
  intentId: string;
  userId: string;
  clientId: string;
  intentType: IntentType;
  caipId: string;
  details: Record<string, unknown>;
  jobParameters: Record<string, unknown>;
  feePayer: string;
}

export interface OrderRow {
  intent_id: string;
  user_id: string;
  client_id: string;
  intent_type: IntentType;
  status: string;
  caip_id: string;
  details: string;
  job_parameters: string;
  fee_payer: string;
  downstream_hashes: string;
  reason: string;
  block_timestamp: number | null;
  created_at: number;
  updated_at: number;
  settle_at_ms: number;
}

/** Whether a job id (order intent id) was already executed. */
export const orderExists = (ctx: PlatformContext, intentId: string) =>
  ctx.db.prepare('SELECT 1 FROM orders WHERE intent_id = ?').get(intentId.toLowerCase()) !== undefined;

/** Records an INITIATED order (§10.7 step 7–8): a job id is executed once, else 409 REPLAYED_REQUEST. */
export function createOrder(ctx: PlatformContext, order: NewOrder): void {
  const nowMs = ctx.now();
  const nowSec = Math.floor(nowMs / 1000);
  ctx.db.transaction(() => {
    if (orderExists(ctx, order.intentId)) throw new ApiError('REPLAYED_REQUEST', { details: 'jobId' });
    ctx.db
      .prepare(
        `INSERT INTO orders (intent_id, user_id, client_id, intent_type, status, caip_id, details, job_parameters,
           fee_payer, created_at, updated_at, settle_at_ms) VALUES (?, ?, ?, ?, 'INITIATED', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        order.intentId.toLowerCase(),
        order.userId,
        order.clientId,
        order.intentType,
        order.caipId,
        JSON.stringify(order.details),
        JSON.stringify(order.jobParameters),
        order.feePayer,
        nowSec,
        nowSec,
        nowMs + ctx.config.settleMs,
      );
  })();
}
