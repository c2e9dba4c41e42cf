import { LOCAL_DEFAULTS } from '@satchel/shared';
import type { PlatformContext } from '../../context.js';
import type { IdTokenProvider } from './provider-issuer.js';

/** Client ids the local platform accepts as `aud` of Google / Apple id_tokens, when the configuration lists none. */
export const DEFAULT_AUDIENCES: Record<IdTokenProvider, readonly string[]> = {
  google: [LOCAL_DEFAULTS.googleClientId],
  apple: ['satchel-local-apple'],
};

/** Optional configuration keys (not part of the base config): extra accepted audiences per provider. */
interface AudienceConfig {
  googleClientIds?: string[];
  appleClientIds?: string[];
}

/**
 * The audiences an id_token of this provider may carry: like a real relying party, the platform only accepts tokens
 * minted for the OAuth client ids it is configured with (defaults: the repository's local client ids).
 */
export function acceptedAudiences(ctx: PlatformContext, provider: IdTokenProvider): string[] {
  const config = ctx.config as unknown as AudienceConfig;
  const configured = provider === 'google' ? config.googleClientIds : config.appleClientIds;
  return [...DEFAULT_AUDIENCES[provider], ...(configured ?? [])];
}
