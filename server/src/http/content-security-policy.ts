import { getEnvConfig } from '@satchel/sdk';
import { ENVIRONMENT_NAMES, type PlatformName } from '@satchel/shared';

/** Where the built demo talks to and what it frames: the URLs it was built with (VITE_API_URL, VITE_PLATFORM_URL). */
export interface DemoOrigins {
  apiUrl: string;
  platformUrl: string;
  /** The sdk mode's profile (VITE_SATCHEL_PLATFORM): okto adds Okto's hosted onboarding pages. */
  platform: PlatformName;
}

const originOf = (url: string) => new URL(url).origin;
const policy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

/**
 * The demo's policy: its own scripts only (no inline script, no eval); fetches to itself, the BFF (api mode) and the
 * platform (sdk mode, dev helpers); frames from the onboarding pages (the platform's, and with the okto profile Okto's
 * hosted ones, for every environment the config form offers). Inline styles stay allowed: MUI's emotion writes
 * `<style>` elements and `style` attributes at run time. Pop-ups and redirects to sign-in pages are navigations,
 * which a policy does not restrict.
 */
export function demoContentSecurityPolicy({ apiUrl, platformUrl, platform }: DemoOrigins): string {
  const onboarding = ENVIRONMENT_NAMES.flatMap((environment) => {
    const env = getEnvConfig(environment, { platform, platformUrl });
    return [originOf(env.authPageUrl), ...env.allowList];
  });
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", originOf(apiUrl), originOf(platformUrl)],
    'frame-src': onboarding,
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  });
}

/** The BFF's /docs page: one self-contained HTML page with an inline stylesheet, no script, nothing to fetch. */
export const DOCS_CONTENT_SECURITY_POLICY = policy({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});
