import type { PlatformContext } from '../../context.js';

/**
 * Whether an origin may receive a stand-in's redirect: any http://localhost:<port> or http://127.0.0.1:<port>, or
 * one of the configured origins (the same rule as the auth handler, §16.7). Real providers only redirect to
 * registered URIs; this keeps the stand-ins from being an open redirect.
 */
export function isAllowedClientOrigin(ctx: PlatformContext, origin: string | undefined): boolean {
  if (!origin) return false;
  if (ctx.config.allowedOrigins.includes(origin)) return true;
  const url = new URL(origin);
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
}
