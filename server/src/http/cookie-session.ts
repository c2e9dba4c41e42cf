import { ERROR_CODES, isJsonObject, type SessionConfig } from '@satchel/shared';
import type { NextFunction, Request, Response } from 'express';
import { Reply, type RouteDef } from './route.js';
import {
  clearSessionCookie,
  sessionCookieOf,
  setSessionCookie,
  wantsCookieSession,
} from './session-cookie.js';
import type { SessionStore } from '../shared-state/sessions/session-store.js';
import { BffError } from './bff-error.js';
import { ORIGIN_NOT_ALLOWED } from './allowed-origin.js';

/** The BFF's answers about cookie sessions (their codes are in the catalogue of docs/protocol.md §3.4). */
export const COOKIE_SESSION = {
  gone: {
    status: 401,
    errorCode: 'AUTH_REQUIRED',
    message: 'The session cookie is expired or logged out: log in again',
  },
  unavailable: { errorCode: 'SESSIONS_UNAVAILABLE', ...ERROR_CODES.SESSIONS_UNAVAILABLE },
} as const;

/** Sessions without a usable `sessionExpiry` are kept for an hour. */
const FALLBACK_TTL_MS = 60 * 60 * 1000;

function fail(res: Response, answer: { status: number; errorCode: string; message: string }) {
  res.locals.errorCode = answer.errorCode;
  return new BffError(answer.status, { code: answer.status, ...answer, details: '' });
}

async function fromStore<T>(res: Response, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch {
    throw fail(res, COOKIE_SESSION.unavailable);
  }
}

/**
 * Before idempotency and the routes: a session route whose body has no `sessionConfig` takes the session kept
 * for its cookie. Any request that uses the cookie, or asks for one, must come from `CLIENT_ORIGIN`
 * (`isAllowed`, allowed-origin.ts), else 403 `ORIGIN_NOT_ALLOWED`. A `sessionConfig` in the body wins over the cookie (curl, Postman).
 */
export function cookieSession(
  routes: readonly RouteDef[],
  store: SessionStore,
  isAllowed: (req: Request) => boolean,
) {
  const byPath = new Map(routes.map((route) => [route.path, route]));
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const route = req.method === 'POST' ? byPath.get(req.path) : undefined;
    const id = sessionCookieOf(req);
    const body: unknown = req.body;
    const rides =
      route?.session === true && id !== undefined && isJsonObject(body) && body.sessionConfig === undefined;
    const opens = route?.cookie === 'opens' && wantsCookieSession(req);
    const ends = route?.cookie === 'ends' && id !== undefined;
    if (!rides && !opens && !ends) return next();
    if (!isAllowed(req)) throw fail(res, ORIGIN_NOT_ALLOWED);
    if (rides) {
      const session = await fromStore(res, () => store.find(id));
      if (!session) {
        clearSessionCookie(req, res);
        throw fail(res, COOKIE_SESSION.gone);
      }
      (body as Record<string, unknown>).sessionConfig = session;
    }
    next();
  };
}

/** Keeps authenticate's session under a new cookie and answers without the private key (`sessionCookie`). */
export async function keepInCookie(
  req: Request,
  res: Response,
  store: SessionStore,
  reply: Reply,
): Promise<Reply> {
  const session = reply.extra.sessionConfig as SessionConfig;
  const expiry = (reply.data as { sessionExpiry?: unknown }).sessionExpiry;
  const ttlMs =
    typeof expiry === 'number' && expiry * 1000 > Date.now() ? expiry * 1000 - Date.now() : FALLBACK_TTL_MS;
  const previous = sessionCookieOf(req);
  const id = await fromStore(res, async () => {
    if (previous !== undefined) await store.forget(previous);
    return store.keep(session, ttlMs);
  });
  setSessionCookie(req, res, id, Math.floor(ttlMs / 1000));
  return new Reply(reply.data, {
    sessionCookie: { sessionPubKey: session.sessionPubKey, userSWA: session.userSWA },
  });
}

/**
 * Logout: forgets the cookie's session (in the shared store, so on every instance) and clears the cookie; answers
 * whether there was a cookie and the session it kept, for the platform to end it too (docs/protocol.md §18.5).
 */
export async function endCookieSession(
  req: Request,
  res: Response,
  store: SessionStore,
): Promise<{ loggedOut: boolean; session: SessionConfig | undefined }> {
  const id = sessionCookieOf(req);
  if (id === undefined) return { loggedOut: false, session: undefined };
  const session = await fromStore(res, async () => {
    const kept = await store.find(id);
    await store.forget(id);
    return kept;
  });
  clearSessionCookie(req, res);
  return { loggedOut: true, session };
}
