import * as z from 'zod';
import { ERROR_CATALOGUE } from '../error-catalogue.js';
import { named } from './answer-registry.js';

export const ErrorEnvelope = named(
  'ErrorEnvelope',
  'Every failure (docs/protocol.md §3.3); `errorCode` says what went wrong, see docs/errors.md',
  z.object({
    status: z.literal('error'),
    error: z.looseObject({
      code: z.int().meta({ description: 'The HTTP status' }),
      errorCode: z.enum(ERROR_CATALOGUE.map((entry) => entry.errorCode) as [string, ...string[]]),
      message: z.string(),
      details: z.string(),
      traceId: z
        .string()
        .regex(/^[0-9a-f]{32}$/)
        .meta({ description: 'The id in the server’s log; also the X-Trace-Id header' }),
    }),
  }),
);
