import { ENVIRONMENTS, GOOGLE, HOSTED_PAGE_ORIGINS, type Environment } from '@satchel/shared';
import type { Address } from '../crypto/hex-types.js';

/**
 * The wire-relevant configuration of one environment (§2.1, §2.2).
 * @example
 * const env: EnvConfig = getEnvConfig('sandbox');
 * console.log(env.apiUrl, env.chainId);
 */
export interface EnvConfig {
  environment: Environment;
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
 * The overridable URLs and ids of the SDK configuration (§2.2).
 * @example
 * const overrides: EnvOverrides = { platformUrl: 'http://localhost:4000' };
 * const env = getEnvConfig('sandbox', overrides);
 */
export interface EnvOverrides {
  platformUrl?: string | undefined;
  googleAuthUrl?: string | undefined;
  googleClientId?: string | undefined;
}

const AUTH_HANDLER_PATH = '/__/auth/handler';

/**
 * The configuration of `environment` as §2.2 derives it: constants of §2.1, and URLs either of the hosted pages or,
 * when `platformUrl` is given (one trailing `/` dropped), of that platform.
 * @example
 * const local = getEnvConfig('sandbox', { platformUrl: 'http://localhost:4000/' }); // apiUrl 'http://localhost:4000'
 */
export function getEnvConfig(environment: Environment, overrides: EnvOverrides = {}): EnvConfig {
  const constants = ENVIRONMENTS[environment];
  const platformUrl = overrides.platformUrl?.endsWith('/')
    ? overrides.platformUrl.slice(0, -1)
    : overrides.platformUrl;
  const urls =
    platformUrl === undefined
      ? {
          apiUrl: constants.apiUrl,
          authPageUrl: constants.onboardingUrl,
          authRedirectUrl: `${new URL(constants.onboardingUrl).origin}${AUTH_HANDLER_PATH}`,
          allowList: [...HOSTED_PAGE_ORIGINS],
        }
      : {
          apiUrl: platformUrl,
          authPageUrl: `${platformUrl}/onboarding/`,
          authRedirectUrl: `${platformUrl}${AUTH_HANDLER_PATH}`,
          allowList: [...HOSTED_PAGE_ORIGINS, new URL(platformUrl).origin],
        };
  return {
    environment,
    chainId: constants.chainId,
    signThreshold: constants.signThreshold,
    paymaster: constants.paymaster,
    jobManager: constants.jobManager,
    entryPoint: constants.entryPoint,
    ...urls,
    googleAuthUrl: overrides.googleAuthUrl ?? GOOGLE.authorizeUrl,
    googleClientId: overrides.googleClientId,
  };
}
