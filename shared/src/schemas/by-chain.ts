import * as z from 'zod/mini';
import { chainTypeOf } from '../caip.js';
import type { ChainType } from '../constants/protocol.js';

/**
 * A schema that parses with the schema of the input's chain family (`caip2Id`): a field's rules may depend on
 * the chain (a Solana recipient is base58, an EVM one hex), which a field of a zod object cannot see. The
 * chosen schema's issues are reported as they are, in its order; typed as the default family's schema.
 */
export function byChainFamily<S extends z.core.$ZodType>(
  schemas: Partial<Record<ChainType, z.core.$ZodType>>,
  fallback: S,
): S {
  return z.pipe(
    z.unknown(),
    z.transform((input, ctx) => {
      const caip2Id = (input as { caip2Id?: unknown } | null)?.caip2Id;
      const family = typeof caip2Id === 'string' ? chainTypeOf(caip2Id) : undefined;
      const result = z.safeParse((family && schemas[family]) ?? fallback, input);
      if (result.success) return result.data;
      for (const issue of result.error.issues) ctx.issues.push({ ...issue, input } as never);
      return z.NEVER;
    }),
  ) as unknown as S;
}
