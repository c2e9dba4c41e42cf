import * as z from 'zod/mini';
import { INPUT_LIMITS, INTENT_TYPES } from '../constants/protocol.js';
import { VALIDATION } from '../messages.js';
import { uuid } from './common.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

/** Order filters (§14.7, §15.3): SDK keys; the query uses intent_id, status, intent_type. */
export const orderFiltersSchema = z.object({
  intentId: z.optional(uuid(VALIDATION.invalidIntentId)),
  status: z.optional(
    z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.statusTooLong)),
  ),
  intentType: z.optional(z.enum(INTENT_TYPES, { error: VALIDATION.invalidIntentType })),
});
/**
 * Filters of `getOrdersHistory`, all optional: the order of one intent, a status, an intent type.
 * @example
 * const filters: OrderFilters = { intentId: jobId, status: 'SUCCESSFUL' };
 */
export type OrderFilters = z.input<typeof orderFiltersSchema>;
