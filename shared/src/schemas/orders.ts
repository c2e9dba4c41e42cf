import * as z from 'zod';
import { INTENT_TYPES } from '../constants/protocol.js';
import { VALIDATION } from '../messages.js';
import { uuid } from './common.js';

/** Order filters (§14.7, §15.3): SDK keys; the query uses intent_id, status, intent_type. */
export const orderFiltersSchema = z.object({
  intentId: uuid(VALIDATION.invalidIntentId).optional(),
  status: z.string().min(1).optional(),
  intentType: z.enum(INTENT_TYPES, { error: VALIDATION.invalidIntentType }).optional(),
});
export type OrderFilters = z.input<typeof orderFiltersSchema>;
