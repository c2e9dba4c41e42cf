import { clientPrivateKeySchema, clientSWASchema } from '@satchel/shared';
import * as z from 'zod/mini';

/** The demo's configuration stored in the browser (spec §3); the Update form checks a new one with it. */
export const demoConfigSchema = z.object({
  mode: z.enum(['sdk', 'api']),
  apiUrl: z.string().check(z.minLength(1)),
  environment: z.enum(['sandbox', 'production', 'staging']),
  // Absent when the demo was built to sign through the BFF (no client key in the browser).
  clientPrivateKey: z.optional(clientPrivateKeySchema),
  clientSWA: clientSWASchema,
  /** api mode: where the session lives; `bff` = behind the BFF's HttpOnly cookie (§18.5). Default `browser`. */
  apiSession: z.optional(z.enum(['browser', 'bff'])),
});
export type DemoConfig = z.output<typeof demoConfigSchema>;
