import { echoInput } from '@satchel/shared';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import type { PlatformContext } from '../context.js';
import type { PlatformChains } from '../runtimes/platform-chains.js';
import { answerJsonRpc } from './answer-json-rpc.js';
import { invalidRequest, JsonRpcError, parseError, serverError } from './json-rpc-error.js';
import { rpcNetwork } from './rpc-namespaces.js';
import { RPC_LIMITS } from './rpc-limits.js';
import { exactRouter } from '../http/exact-router.js';

/** Any content type: clients differ (viem and cast send application/json, curl users forget it). */
const rawBody = express.raw({ type: () => true, limit: RPC_LIMITS.bodyBytes });

const sendError = (res: Response, status: number, error: JsonRpcError) => {
  res.status(status).json({ jsonrpc: '2.0', id: null, error: error.toJSON() });
};

/** Body-parser failures as JSON-RPC errors: 413 over the limit (as geth), otherwise a parse error. */
function readBody(req: Request, res: Response, next: NextFunction): void {
  rawBody(req, res, (error?: unknown) => {
    if (!error) return next();
    const status = (error as { status?: unknown }).status;
    if (status === 413)
      return sendError(res, 413, invalidRequest(`the body is over ${RPC_LIMITS.bodyBytes} bytes`));
    if (typeof status === 'number' && status >= 400 && status < 500)
      return sendError(res, status, parseError());
    next(error);
  });
}

function parseBody(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) throw parseError();
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw parseError();
  }
}

/**
 * `POST /rpc/{caip2Id}`: a read-only JSON-RPC 2.0 endpoint per network the platform runs, public like any RPC node
 * (no bearer). Errors are JSON-RPC errors: HTTP 200 for everything about a request (as geth), 404 for a network
 * the platform does not run (the URL is wrong), 413 for a body over the limit. Mounted before the platform's JSON
 * body parser, which refuses batches (arrays).
 */
export function createRpcRouter(ctx: PlatformContext, chains: PlatformChains): Router {
  const router = exactRouter();
  router.post('/rpc/:caip2Id', readBody, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const caip2Id = String(req.params.caip2Id);
      const run = rpcNetwork(chains, caip2Id, ctx.db);
      if (!run)
        return sendError(res, 404, serverError(`no JSON-RPC endpoint for the network ${echoInput(caip2Id)}`));
      let body: unknown;
      try {
        body = parseBody(req.body);
      } catch (error) {
        return sendError(res, 200, error as JsonRpcError);
      }
      const answer = await answerJsonRpc(body, run, req.log ?? ctx.logger);
      if (answer === undefined) res.status(204).end();
      else res.status(200).json(answer);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
