import { GOOGLE, VALIDATION, type Environment, type PlatformName } from '@satchel/shared';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import type { Address } from '../crypto/hex-types.js';
import { OKTO_GOOGLE_CLIENT_ID, OKTO_PROFILE } from './okto-profile.js';
import { satchelEnvironment } from '#satchel-environment';

/**
 * The wire-relevant configuration of one environment of one platform (docs/protocol.md §2.1, §2.2).
 * @example
 * const env: EnvConfig = getEnvConfig('sandbox', { platform: 'okto' });
 * console.log(env.apiUrl, env.chainId);
 */
export interface EnvConfig {
  environment: Environment;
  /** `satchel` (Satchel's address set) or `okto` (Okto's address set and its gasFees packing). */
  platform: PlatformName;
  /** Chain id of the userOp hash (the platform environment's, never the intent's chain). */
  chainId: number;
  /** Message-signing threshold `t`. */
  signThreshold: number;
  paymaster: Address;
  jobManager: Address;
  entryPoint: Address;
  /** API base URL, without a trailing `/`. */
  apiUrl: string;
  /** Onboarding (auth modal) page URL. */
  authPageUrl: string;
  /** Google `redirect_uri`. */
  authRedirectUrl: string;
  /** Origins allowed to post messages to the SDK. */
  allowList: string[];
  /** Google authorize endpoint. */
  googleAuthUrl: string;
  /** Google OAuth client id; undefined when not configured. */
  googleClientId: string | undefined;
}

/**
 * The platform and the overridable URLs and ids of the SDK configuration (§2.2).
 * @example
 * const overrides: EnvOverrides = { platform: 'okto', platformUrl: 'http://localhost:4100' };
 * const env = getEnvConfig('sandbox', overrides);
 */
export interface EnvOverrides {
  /** Default `satchel`, which needs `platformUrl`: there is no hosted Satchel platform. */
  platform?: PlatformName | undefined;
  /** Overrides the hosts of either platform (a local platform, a proxy). */
  platformUrl?: string | undefined;
  googleAuthUrl?: string | undefined;
  googleClientId?: string | undefined;
}

const AUTH_HANDLER_PATH = '/__/auth/handler';

/**
 * The configuration of `environment` on `platform`: Satchel's constants (§2.1) at `platformUrl`, or Okto's hosted
 * platform with its own hosts, addresses and Google client id, at `platformUrl` when one is given (one trailing `/`
 * dropped). Throws `InvalidInputError` for `satchel` without `platformUrl`, rather than pointing at no host.
 * @example
 * const local = getEnvConfig('sandbox', { platformUrl: 'http://localhost:4000/' }); // apiUrl 'http://localhost:4000'
 * const okto = getEnvConfig('production', { platform: 'okto' }); // apiUrl 'https://apigw.okto.tech'
 */
export function getEnvConfig(environment: Environment, overrides: EnvOverrides = {}): EnvConfig {
  const platform = overrides.platform ?? 'satchel';
  const okto = platform === 'okto' ? OKTO_PROFILE[environment] : undefined;
  const constants = okto ?? satchelEnvironment(environment);
  const platformUrl = overrides.platformUrl?.replace(/\/$/, '');
  if (!okto && platformUrl === undefined) throw new InvalidInputError(VALIDATION.platformUrlRequired);
  // Okto's hosted onboarding origin stays allowed behind a platformUrl; Satchel has no hosted page to allow.
  const hostedOrigins = okto ? [new URL(okto.onboardingUrl).origin] : [];
  const urls =
    platformUrl === undefined
      ? {
          apiUrl: okto!.apiUrl,
          authPageUrl: okto!.onboardingUrl,
          authRedirectUrl: `${hostedOrigins[0]}${AUTH_HANDLER_PATH}`,
          allowList: hostedOrigins,
        }
      : {
          apiUrl: platformUrl,
          authPageUrl: `${platformUrl}/onboarding/`,
          authRedirectUrl: `${platformUrl}${AUTH_HANDLER_PATH}`,
          allowList: [...hostedOrigins, new URL(platformUrl).origin],
        };
  return {
    environment,
    platform,
    chainId: constants.chainId,
    signThreshold: constants.signThreshold,
    paymaster: constants.paymaster,
    jobManager: constants.jobManager,
    entryPoint: constants.entryPoint,
    ...urls,
    googleAuthUrl: overrides.googleAuthUrl ?? GOOGLE.authorizeUrl,
    googleClientId: overrides.googleClientId ?? (okto && OKTO_GOOGLE_CLIENT_ID),
  };
}
