import type { Request } from 'express';

/**
 * Whether a request may ride on the session cookie: it comes from the demo's origin (`CLIENT_ORIGIN`). Browsers send `Origin` on every cross-origin and every same-origin POST from fetch; without it,
 * `Sec-Fetch-Site: same-origin`, then `Referer`, decide. A request that shows none of them is refused: a cookie
 * without provenance is what a forged request looks like, and curl or Postman send `sessionConfig` instead.
 */
export function isAllowedOrigin(req: Request, clientOrigin: string): boolean {
  const origin = req.get('Origin');
  if (origin !== undefined) return origin === clientOrigin;
  const site = req.get('Sec-Fetch-Site');
  if (site === 'same-origin') return true;
  if (site !== undefined) return false;
  const referer = req.get('Referer');
  if (referer === undefined) return false;
  try {
    return new URL(referer).origin === clientOrigin;
  } catch {
    return false;
  }
}
