import type { SuccessEnvelope } from '@satchel/shared';
import type { Response } from 'express';

/** Answers HTTP 200 with the success envelope `{"status":"success","data":…}` (docs/protocol.md §3.2). */
export function sendSuccess<T>(res: Response, data: T): void {
  const body: SuccessEnvelope<T> = { status: 'success', data };
  res.status(200).json(body);
}
