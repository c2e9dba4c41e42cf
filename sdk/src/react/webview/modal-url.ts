import { WEB_APP_ID } from '@satchel/shared';

/**
 * The page the modal frames: auth page URL + `?app=SATCHEL_WEB&origin=<host origin>`, concatenated with the
 * origin not percent-encoded (docs/protocol.md §16.1; the vectors' `urls.modalUrl`).
 * @example
 * const src = buildModalUrl('https://auth.example/onboarding/', window.location.origin);
 */
export function buildModalUrl(authPageUrl: string, hostOrigin: string): string {
  return `${authPageUrl}?app=${WEB_APP_ID}&origin=${hostOrigin}`;
}
