import type { PlatformContext } from '../../context.js';

export type IdTokenProvider = 'google' | 'apple';

/** `iss` of the stand-ins' id_tokens: `${platformUrl}/oauth/<provider>` (docs/protocol.md §17.2). */
export const providerIssuer = (ctx: PlatformContext, provider: IdTokenProvider) =>
  `${ctx.config.publicUrl.replace(/\/+$/, '')}/oauth/${provider}`;
