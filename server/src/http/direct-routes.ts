import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorRequestHandler, Express, NextFunction, Request, RequestHandler, Response } from 'express';
import type { RouteDef, RouteHandler } from './route.js';
import { sessionCookieOf } from './session-cookie.js';

/** The middlewares of app.ts a direct request runs, in app.ts's order, and its error handler. */
export interface DirectRouteParts {
  /** Every middleware that app.ts puts before the routes and that acts on a direct request (trace id, log, headers). */
  before: readonly RequestHandler[];
  /** app.ts's JSON body parser (its limit and strictness). */
  parseJson: RequestHandler;
  /** app.ts's last middleware: every failure becomes an error envelope. */
  onError: ErrorRequestHandler;
}

/** A JSON media type as `req.is('application/json')` takes it (a subset of it: anything else goes to Express). */
const JSON_TYPE = /^application\/json[\t ]*(;|$)/i;

/**
 * Which requests skip Express's per-request machinery, and the handler of each: a POST to a route's exact path
 * (docs/protocol.md §18) with a JSON body, no session cookie and no `Idempotency-Key`, to a route outside `/api/auth`
 * that answers JSON and keeps no cookie. For such a request every middleware of app.ts either is one `before` runs as
 * it is, or does nothing: the auth rate limits and the client-sign guards are mounted on `/api/auth`, `requireJson`
 * passes a JSON body, the cookie session needs its cookie and the idempotency layer its header. Express gave each
 * request its own prototypes and walked two routers' layers, which cost more than a third of the BFF's CPU per read
 * (bench/RESULTS.md, "BFF"). Every other request (other methods and paths, session cookies, keys, streams, logins) goes
 * through Express unchanged.
 */
export function directRoutes(
  handlers: ReadonlyMap<RouteDef, RouteHandler>,
): (req: IncomingMessage) => RouteHandler | undefined {
  const byPath = new Map(
    [...handlers]
      .filter(([route]) => !route.stream && route.cookie === undefined && !route.path.startsWith('/api/auth'))
      .map(([route, handler]) => [route.path, handler]),
  );
  return (req) => {
    if (req.method !== 'POST') return undefined;
    const handler = byPath.get(req.url ?? '');
    const { headers } = req;
    if (!handler || headers['idempotency-key'] !== undefined || sessionCookieOf(req as Request) !== undefined)
      return undefined;
    return JSON_TYPE.test(headers['content-type'] ?? '') ? handler : undefined;
  };
}

/**
 * Serves the requests `directRoutes` picks without Express, through the same middlewares, body parser, handlers
 * and error handler as app.ts, and hands every other one to Express: `app.handle` (what `app(req, res)` calls, for
 * `listen` and for supertest alike) is replaced by one that tries the direct way first.
 */
export function serveDirectRoutes(
  app: Express,
  pick: (req: IncomingMessage) => RouteHandler | undefined,
  { before, parseJson, onError }: DirectRouteParts,
): void {
  type Handle = (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void;
  const express = app as unknown as { handle: Handle };
  const viaExpress = express.handle.bind(app);
  const steps = [...before, parseJson];
  express.handle = (incoming, response, next) => {
    const handler = pick(incoming);
    if (!handler) return viaExpress(incoming, response, next);
    const req = incoming as Request;
    const res = response as Response;
    // What Express sets before any middleware runs (the request log reads `originalUrl`).
    req.originalUrl = req.url;
    res.locals = Object.create(null) as Response['locals'];
    // A failure is answered by app.ts's error handler, which uses Express's response methods: the request and the
    // response become Express's from there on, as Express makes them for every request.
    const fail = (error: unknown) => {
      Object.setPrototypeOf(req, app.request);
      Object.setPrototypeOf(res, app.response);
      Object.assign(req, { res });
      Object.assign(res, { req });
      onError(error, req, res, () => undefined);
    };
    // Each step as Express runs it: `next(error)` or a thrown error or a rejected promise fails the request.
    const run = (index: number) => (error?: unknown) => {
      if (error) return fail(error);
      if (index === steps.length) return void handler(req, res).catch(fail);
      try {
        const out: unknown = steps[index]!(req, res, run(index + 1));
        if (out instanceof Promise) out.catch(fail);
      } catch (thrown) {
        fail(thrown);
      }
    };
    run(0)();
  };
}
