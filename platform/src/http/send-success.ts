import type { Response } from 'express';

/** Answers HTTP 200 with the success envelope `{"status":"success","data":…}` (docs/protocol.md §3.2). */
export function sendSuccess(res: Response, data: unknown): void {
  res.status(200).json({ status: 'success', data });
}
