import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'satchel_session';
/** The request header that asks api/auth/authenticate to keep the session and answer a cookie (§18.5). */
export const SESSION_MODE_HEADER = 'Satchel-Session';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The cookie's value, if the request carries it. */
export function sessionCookieOf(req: Request): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** The request asks for a cookie session (`Satchel-Session: cookie`). */
export const wantsCookieSession = (req: Request): boolean =>
  req.get(SESSION_MODE_HEADER)?.trim().toLowerCase() === 'cookie';

/**
 * HttpOnly always, Path /api (the docs page never sees it). Plain http on loopback (the local stack: demo and BFF
 * on localhost, one site whatever the ports) gets `SameSite=Lax` without `Secure`, which http cannot carry. Anywhere
 * else the demo may sit on another site than the BFF, so the cookie must ride credentialed cross-site fetches:
 * `SameSite=None; Secure`, plus `Partitioned` so browsers that block third-party cookies still keep it for the
 * demo's site. Cross-site forgery is stopped by the origin check (http/allowed-origin.ts), not by SameSite.
 */
function attributes(req: Request): string {
  const local = req.protocol === 'http' && LOOPBACK.has(req.hostname);
  return local
    ? 'Path=/api; HttpOnly; SameSite=Lax'
    : 'Path=/api; HttpOnly; Secure; SameSite=None; Partitioned';
}

export function setSessionCookie(req: Request, res: Response, id: string, maxAgeSeconds: number): void {
  res.append('Set-Cookie', `${SESSION_COOKIE}=${id}; Max-Age=${maxAgeSeconds}; ${attributes(req)}`);
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.append('Set-Cookie', `${SESSION_COOKIE}=; Max-Age=0; ${attributes(req)}`);
}
