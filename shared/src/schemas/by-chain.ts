import * as z from 'zod/mini';
import { chainTypeOf } from '../caip.js';
import type { ChainType } from '../constants/protocol.js';

/**
 * A schema that checks its input with the schema of the input's chain family (`caip2Id`): a field's rules may
 * depend on the chain (a Solana recipient is base58, an EVM one hex), which a field of a zod object cannot see. The
 * chosen schema's issues are reported as they are, in its order; typed as the default family's schema. The input
 * passes through unchanged, so the family schemas must not transform (a refinement only: no pipe or transform,
 * which would add their zod classes to the SDK bundle).
 */
export function byChainFamily<S extends z.core.$ZodType>(
  schemas: Partial<Record<ChainType, z.core.$ZodType>>,
  fallback: S,
): S {
  return z.unknown().check(
    z.superRefine((input, ctx) => {
      const caip2Id = (input as { caip2Id?: unknown } | null)?.caip2Id;
      const family = typeof caip2Id === 'string' ? chainTypeOf(caip2Id) : undefined;
      const result = z.safeParse((family && schemas[family]) ?? fallback, input);
      if (!result.success)
        for (const issue of result.error.issues) ctx.addIssue({ ...issue, input } as never);
    }),
  ) as unknown as S;
}
