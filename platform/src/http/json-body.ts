import { LIMITS } from '@satchel/shared';
import express, { type NextFunction, type Request, type Response } from 'express';
import { PlatformError } from '../errors/platform-error.js';

const parseJson = express.json({ limit: LIMITS.platformBodyBytes, strict: true });
// Paths are matched exactly (exact-router.ts), so only `/api/` is the API.
const API_PATH = /^\/api\//;

/**
 * JSON bodies up to 1 MiB (413 PAYLOAD_TOO_LARGE above); a body of another media type → 415; malformed JSON or a
 * body that is not a JSON object → 400 BAD_REQUEST. GETs with `Content-Type: application/json` and no body pass (§3.1).
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  // An API body in another media type is 415, which says what to send. The provider stand-ins take forms.
  if (API_PATH.test(req.path) && hasBody(req) && !req.is('application/json'))
    return next(new PlatformError('UNSUPPORTED_MEDIA_TYPE'));
  parseJson(req, res, (error?: unknown) => {
    if (error) {
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') return next(new PlatformError('PAYLOAD_TOO_LARGE'));
      if (
        type === 'entity.parse.failed' ||
        type === 'charset.unsupported' ||
        type === 'encoding.unsupported'
      ) {
        return next(new PlatformError('BAD_REQUEST'));
      }
      return next(error);
    }
    if (
      req.body !== undefined &&
      (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body))
    ) {
      return next(new PlatformError('BAD_REQUEST'));
    }
    next();
  });
}

/** A request that carries bytes (an empty POST has `Content-Length: 0` and no type to check). */
const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
