import { LIMITS } from '@satchel/shared';
import express, { type NextFunction, type Request, type Response } from 'express';
import { ApiError } from './api-error.js';

const parseJson = express.json({ limit: LIMITS.platformBodyBytes, strict: true });

/**
 * JSON bodies up to 1 MiB (413 PAYLOAD_TOO_LARGE above); malformed JSON or a body that is not a JSON object
 * → 400 BAD_REQUEST. GETs with `Content-Type: application/json` and no body pass (§3.1).
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  parseJson(req, res, (error?: unknown) => {
    if (error) {
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') return next(new ApiError('PAYLOAD_TOO_LARGE'));
      if (
        type === 'entity.parse.failed' ||
        type === 'charset.unsupported' ||
        type === 'encoding.unsupported'
      ) {
        return next(new ApiError('BAD_REQUEST'));
      }
      return next(error);
    }
    if (
      req.body !== undefined &&
      (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body))
    ) {
      return next(new ApiError('BAD_REQUEST'));
    }
    next();
  });
}
