import { ERROR_CODES } from '@satchel/shared';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from './envelope.js';

/** The one answer to a request from a browser origin other than `CLIENT_ORIGIN` (cookie sessions, client signing). */
export const ORIGIN_NOT_ALLOWED = {
  errorCode: 'ORIGIN_NOT_ALLOWED',
  ...ERROR_CODES.ORIGIN_NOT_ALLOWED,
} as const;

/**
 * Where a request says it comes from, by one rule: its `Origin` (browsers send it on every cross-origin request and
 * every POST from fetch); without it `Sec-Fetch-Site: same-origin`, then `Referer`. `none`: the request shows none of
 * them, so it shows no browser; what that means is each caller's decision (`originGuard`).
 */
export function originOf(req: Request, clientOrigin: string): 'allowed' | 'refused' | 'none' {
  const origin = req.get('Origin');
  if (origin !== undefined) return origin === clientOrigin ? 'allowed' : 'refused';
  const site = req.get('Sec-Fetch-Site');
  if (site === 'same-origin') return 'allowed';
  if (site !== undefined) return 'refused';
  const referer = req.get('Referer');
  if (referer === undefined) return 'none';
  try {
    return new URL(referer).origin === clientOrigin ? 'allowed' : 'refused';
  } catch {
    return 'refused';
  }
}

/**
 * Whether a request may go on. `withoutOrigin`: what a request showing no browser (`none`) gets. Cookie sessions
 * refuse it: a browser attaches the cookie by itself, so a cookie without provenance is what a forged request
 * looks like, and curl or a server send `sessionConfig` instead. The client-signing route lets it pass: it carries no
 * credential a browser adds by itself, a caller that is no browser could send any `Origin` anyway, and what bounds
 * that caller is the route's payload checks and its per-IP and per-contact limits.
 */
export const isAllowedOrigin = (req: Request, clientOrigin: string, withoutOrigin: 'allow' | 'refuse') => {
  const verdict = originOf(req, clientOrigin);
  return verdict === 'allowed' || (verdict === 'none' && withoutOrigin === 'allow');
};

/** Middleware: 403 `ORIGIN_NOT_ALLOWED` unless `isAllowedOrigin` (preflights pass: CORS answers them). */
export function originGuard(clientOrigin: string, withoutOrigin: 'allow' | 'refuse') {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method === 'OPTIONS' || isAllowedOrigin(req, clientOrigin, withoutOrigin)) return next();
    res.locals.errorCode = ORIGIN_NOT_ALLOWED.errorCode;
    sendError(res, ORIGIN_NOT_ALLOWED.status, {
      code: ORIGIN_NOT_ALLOWED.status,
      ...ORIGIN_NOT_ALLOWED,
      details: '',
    });
  };
}
