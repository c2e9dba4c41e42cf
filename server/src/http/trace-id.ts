import { randomFillSync } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

// Random bytes for 256 trace ids at a time: `randomBytes(16)` per request was one CSPRNG call and one Buffer each
// (≈ 1.6 % of the BFF's CPU per read, bench/RESULTS.md "issue 42"). Each id still takes 16 fresh bytes, never reused.
const ID_BYTES = 16;
const pool = Buffer.alloc(ID_BYTES * 256);
let offset = pool.length;

/** 32 lowercase hex of 16 CSPRNG bytes. */
function newTraceId(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const id = pool.toString('hex', offset, offset + ID_BYTES);
  offset += ID_BYTES;
  return id;
}

/** Gives every request a 32-hex trace id (also its log id), sent back as `X-Trace-Id` (§3.3). */
export function traceId(req: Request, res: Response, next: NextFunction): void {
  const id = newTraceId();
  res.locals.traceId = id;
  (req as Request & { id?: string }).id = id;
  res.setHeader('X-Trace-Id', id);
  next();
}
