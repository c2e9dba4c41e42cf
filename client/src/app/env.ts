import { LOCAL_DEFAULTS } from '@satchel/shared';

/** Build-time URLs (VITE_API_URL, VITE_PLATFORM_URL) with the local defaults; trailing slashes dropped. */
const trim = (url: string) => url.replace(/\/+$/, '');

export const API_URL = trim(import.meta.env.VITE_API_URL || LOCAL_DEFAULTS.apiUrl);
export const PLATFORM_URL = trim(import.meta.env.VITE_PLATFORM_URL || LOCAL_DEFAULTS.platformUrl);
export const GOOGLE_CLIENT_ID = LOCAL_DEFAULTS.googleClientId;
/** Apple and X client ids: the BFF exchanges the codes with the same ids (its APPLE_/TWITTER_CLIENT_ID). */
export const APPLE_CLIENT_ID = import.meta.env.VITE_APPLE_CLIENT_ID || 'satchel-local-apple';
export const TWITTER_CLIENT_ID = import.meta.env.VITE_TWITTER_CLIENT_ID || 'satchel-local-twitter';
export const GOOGLE_AUTH_URL = `${PLATFORM_URL}/oauth/google/authorize`;
export const SOURCE_URL = 'https://github.com/satchel-dev/satchel/tree/main/client';
export const DOCS_URL = 'https://github.com/satchel-dev/satchel#readme';

/** The dev helpers (`/dev/client-jwt`, `/dev/otp`) exist only on a local platform. */
export const PLATFORM_IS_LOCAL = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(PLATFORM_URL);
