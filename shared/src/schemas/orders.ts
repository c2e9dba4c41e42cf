import * as z from 'zod/mini';
import { INPUT_LIMITS, INTENT_TYPES, PAGE_MAX, PAGE_SIZE_MAX } from '../constants/protocol.js';
import { VALIDATION } from '../messages.js';
import { uuid } from './common.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

const wholeNumber = (max: number, message: string) =>
  z.optional(
    z.number({ error: message }).check(z.refine((n) => Number.isInteger(n) && n >= 1 && n <= max, message)),
  );

/** `page` (from 1) and `size` (1 to 100) of a history read (§14.5, §14.7); both optional. */
export const pagingShape = {
  page: wholeNumber(PAGE_MAX, VALIDATION.invalidPage),
  size: wholeNumber(PAGE_SIZE_MAX, VALIDATION.invalidSize),
};

/**
 * A page of a history read: `page` counts from 1, `size` is 1 to 100 (10 when only `page` is given). Without
 * either, the read answers the whole history (§14.7).
 * @example
 * const second: Paging = { page: 2, size: 50 };
 */
export type Paging = { page?: number; size?: number };

/** Order filters (§14.7, §15.3) and paging: SDK keys; the query uses intent_id, status, intent_type, page, size. */
export const orderFiltersSchema = z.object({
  intentId: z.optional(uuid(VALIDATION.invalidIntentId)),
  status: z.optional(
    z.string().check(z.minLength(1), z.maxLength(INPUT_LIMITS.identifierChars, VALIDATION.statusTooLong)),
  ),
  intentType: z.optional(z.enum(INTENT_TYPES, { error: VALIDATION.invalidIntentType })),
  ...pagingShape,
});
/**
 * Filters of `getOrdersHistory`, all optional: the order of one intent, a status, an intent type, and a page.
 * @example
 * const filters: OrderFilters = { intentId: jobId, status: 'SUCCESSFUL' };
 * const newest: OrderFilters = { page: 1, size: 50 };
 */
export type OrderFilters = z.input<typeof orderFiltersSchema>;
