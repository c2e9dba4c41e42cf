import type { Request, Response } from 'express';
import { sendError } from './envelope.js';
import { HttpError } from './http-error.js';

/** Unknown path or method: 404 envelope (§18.1). */
export function notFound(_req: Request, res: Response): void {
  const { status, error } = HttpError.of('NOT_FOUND');
  sendError(res, status, error);
}
