import type { NextFunction, Request, Response } from 'express';
import type { PlatformContext } from '../context.js';
import type { AuthenticatedSession } from '../session.js';
import { verifyBearer } from './verify-bearer.js';

/** Middleware: verifies the bearer token (§6.2) and sets `res.locals.session: AuthenticatedSession`. */
export function requireSession(ctx: PlatformContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    try {
      res.locals.session = verifyBearer(ctx, req.headers.authorization);
    } catch (error) {
      next(error);
      return;
    }
    next();
  };
}

/** The session `requireSession` verified for this request. */
export function sessionOf(res: Response): AuthenticatedSession {
  const session = res.locals.session as AuthenticatedSession | undefined;
  if (!session) throw new Error('requireSession did not run before this handler');
  return session;
}
