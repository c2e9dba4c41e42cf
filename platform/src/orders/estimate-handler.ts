import type { Request, Response } from 'express';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { PlatformError } from '../errors/platform-error.js';
import { sessionOf } from '../http/require-session.js';
import { sendSuccess } from '../http/send-success.js';
import { estimate } from './estimate.js';

const hasBody = (body: unknown) => body !== null && typeof body === 'object' && Object.keys(body).length > 0;

/** The estimate payload: GET reads `payload` (a JSON body only when absent), POST the body; neither → BAD_REQUEST. */
function payloadOf(req: Request): unknown {
  if (req.method === 'GET' && req.query.payload !== undefined) {
    if (typeof req.query.payload !== 'string')
      throw new PlatformError('BAD_REQUEST', { details: 'payload must be one JSON text' });
    try {
      return JSON.parse(req.query.payload);
    } catch {
      throw new PlatformError('BAD_REQUEST', { details: 'payload is not JSON' });
    }
  }
  if (!hasBody(req.body)) throw new PlatformError('BAD_REQUEST', { details: 'estimate payload missing' });
  return req.body;
}

/** GET and POST /estimate (§12). */
export function estimateHandler(ctx: PlatformContext, chains: PlatformChains) {
  return async (req: Request, res: Response): Promise<void> => {
    const session = sessionOf(res);
    sendSuccess(res, await estimate(ctx, chains, session, payloadOf(req)));
  };
}
