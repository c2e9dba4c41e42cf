import type { Request, Response } from 'express';
import { sendError } from './envelope.js';
import { BffError } from './bff-error.js';

/**
 * Last route: a path the BFF serves with other methods is 405 with `Allow` (the methods it does serve); any other
 * path is 404 (§18.1). `methods` maps each path to its methods.
 */
export function notFound(methods: ReadonlyMap<string, readonly string[]>) {
  return (req: Request, res: Response): void => {
    const allowed = methods.get(req.path);
    if (allowed) {
      res.setHeader('Allow', allowed.join(', '));
      res.locals.errorCode = 'METHOD_NOT_ALLOWED';
      const { status, error } = BffError.of(
        'METHOD_NOT_ALLOWED',
        `${req.method} is not served here: use ${allowed.join(' or ')}`,
      );
      sendError(res, status, error);
      return;
    }
    const { status, error } = BffError.of('NOT_FOUND');
    sendError(res, status, error);
  };
}
