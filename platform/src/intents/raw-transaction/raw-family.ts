import type { UserContext } from '@satchel/shared';
import type { z } from 'zod';

/** RAW_TRANSACTION on one chain family: how its embedded transactions are checked, at the door and at estimate. */
export interface RawFamily {
  /** The embedded transactions (parsed JSON) → what the family's schema checks; malformed → INVALID_CALL_DATA. */
  decode(
    caip2Id: string,
    transactions: unknown[],
    user: UserContext,
  ): { schema: z.core.$ZodType; schemaInput: unknown };
  /** Estimate `details.transactions` checked with the family's schema → the payload's transactions. */
  estimate(caip2Id: string, transactions: unknown, user: UserContext): unknown[];
}
