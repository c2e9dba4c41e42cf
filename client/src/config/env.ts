import { DEMO_CLIENT_SIGNER, LOCAL_DEFAULTS } from '@satchel/shared';
import { isLocalUrl } from './is-local-url.js';

/** Build-time URLs (VITE_API_URL, VITE_PLATFORM_URL) with the local defaults; trailing slashes dropped. */
const trim = (url: string) => url.replace(/\/+$/, '');
// Vite replaces import.meta.env at build time; under jest (the client unit tests) there is none.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export const API_URL = trim(env.VITE_API_URL || LOCAL_DEFAULTS.apiUrl);
export const PLATFORM_URL = trim(env.VITE_PLATFORM_URL || LOCAL_DEFAULTS.platformUrl);
export const GOOGLE_CLIENT_ID = LOCAL_DEFAULTS.googleClientId;
/** The SDK's platform profile in sdk mode (VITE_SATCHEL_PLATFORM); in api mode the BFF's SATCHEL_PLATFORM decides. */
export const SATCHEL_PLATFORM: 'satchel' | 'okto' = env.VITE_SATCHEL_PLATFORM === 'okto' ? 'okto' : 'satchel';
/** Apple and X client ids: the BFF exchanges the codes with the same ids (its APPLE_/TWITTER_CLIENT_ID). */
export const APPLE_CLIENT_ID = env.VITE_APPLE_CLIENT_ID || 'satchel-local-apple';
export const TWITTER_CLIENT_ID = env.VITE_TWITTER_CLIENT_ID || 'satchel-local-twitter';
/**
 * The BFF's client-signing route (VITE_SATCHEL_CLIENT_SIGNER_URL, docs/protocol.md §18.6). Set, sdk mode signs
 * through it and the build holds no client private key (a build-time choice: a setting at run time could not take
 * a key back out of the bundle: vite.config.ts leaves it out); unset, the key is the config's, in this browser (the
 * sandbox default).
 */
export const CLIENT_SIGNER_URL = env.VITE_SATCHEL_CLIENT_SIGNER_URL
  ? trim(env.VITE_SATCHEL_CLIENT_SIGNER_URL)
  : undefined;
/** The address of the key the BFF signs with (VITE_SATCHEL_CLIENT_SIGNER_ADDRESS; default the demo client's). */
export const CLIENT_SIGNER_ADDRESS = env.VITE_SATCHEL_CLIENT_SIGNER_ADDRESS || DEMO_CLIENT_SIGNER;
export const GOOGLE_AUTH_URL = `${PLATFORM_URL}/oauth/google/authorize`;
export const SOURCE_URL = 'https://github.com/satchel-dev/satchel/tree/main/client';
export const DOCS_URL = 'https://github.com/satchel-dev/satchel#readme';

/** The dev helpers (`/dev/client-jwt`, `/dev/otp`) exist only on a local platform. */
export const PLATFORM_IS_LOCAL = isLocalUrl(PLATFORM_URL);
