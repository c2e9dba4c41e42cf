import type { UserOperationInsert } from './user-operation-store.js';
import type { IntentType } from '@satchel/shared';

/** An order as `/execute` creates it. */
export interface NewOrder {
  intentId: string;
  userId: string;
  clientId: string;
  intentType: IntentType;
  caipId: string;
  details: Record<string, unknown>;
  jobParameters: Record<string, unknown>;
  feePayer: string;
  /** The user operation that made it (execute), recorded with it; absent for orders made otherwise (tests). */
  operation?: Omit<UserOperationInsert, 'intentId' | 'createdAt'>;
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
