import { orderFiltersSchema, PAGE_SIZE_DEFAULT } from '@satchel/shared';
import { validateBody } from '../http/validate-body.js';

const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);
/** A query value as a number when it is digits (so the schema judges its range), else as sent (refused). */
const numberOf = (value: unknown) => {
  const text = single(value);
  return typeof text === 'string' && /^\d{1,16}$/.test(text) ? Number(text) : text;
};

/** The rows of one page, as SQL `LIMIT` and `OFFSET`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * The window of the query's `page` and `size` (§14.5, §14.7): neither → the whole history (`limit` -1: what an
 * unmodified Okto 1.1.0 client, which sends neither, has always read); `page` from 1 (default 1), `size` 1 to 100
 * (default 10). A value out of range → 400 `VALIDATION_ERROR`.
 */
export function pageWindow(query: Record<string, unknown>): PageWindow {
  if (query.page === undefined && query.size === undefined) return { limit: -1, offset: 0 };
  // The order filters' paging fields: the one schema of `page` and `size`.
  const { page = 1, size = PAGE_SIZE_DEFAULT } = validateBody(orderFiltersSchema, {
    page: numberOf(query.page),
    size: numberOf(query.size),
  });
  return { limit: size, offset: (page - 1) * size };
}
