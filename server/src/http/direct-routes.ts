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
  /** app.ts's cookie session and idempotency layers, which act only on a request with the session cookie or an
   * `Idempotency-Key` and use Express's request and response helpers. */
  keyed: readonly RequestHandler[];
  /** app.ts's last middleware: every failure becomes an error envelope. */
  onError: ErrorRequestHandler;
}

/** A request taken the direct way: its route's handler, and whether it carries the session cookie or a key. */
export interface DirectRequest {
  handler: RouteHandler;
  keyed: boolean;
}

/**
 * `application/json`, alone or with a UTF-8 charset: what `requireJson` and the body parser take alike. Any other
 * form (other parameters, a malformed one, which the two read differently) goes to Express.
 */
const JSON_TYPE = /^application\/json(?:[\t ]*;[\t ]*charset=(?:utf-8|"utf-8"))?$/i;

/**
 * Which requests skip Express's routers, and the handler of each: a POST with a JSON body to the exact path of a
 * route outside `/api/auth` that answers JSON and keeps no cookie (docs/protocol.md §18) — the reads, estimates,
 * executes and signatures. For such a request every middleware of app.ts either runs here as it is or does
 * nothing: the auth rate limits and the client-sign guards are mounted on `/api/auth`, and `requireJson` passes a
 * JSON body. Express gave each request its own prototypes and walked two routers' layers, which cost more than a
 * third of the BFF's CPU per read (bench/RESULTS.md, "BFF"). Every other request (other methods and paths, logins,
 * logout, streams) goes through Express unchanged.
 */
export function directRoutes(
  handlers: ReadonlyMap<RouteDef, RouteHandler>,
): (req: IncomingMessage) => DirectRequest | undefined {
  const byPath = new Map(
    [...handlers]
      .filter(([route]) => !route.stream && route.cookie === undefined && !route.path.startsWith('/api/auth'))
      .map(([route, handler]) => [route.path, handler]),
  );
  return (req) => {
    if (req.method !== 'POST') return undefined;
    const handler = byPath.get(req.url ?? '');
    if (!handler || !JSON_TYPE.test(req.headers['content-type'] ?? '')) return undefined;
    const keyed =
      req.headers['idempotency-key'] !== undefined || sessionCookieOf(req as Request) !== undefined;
    return { handler, keyed };
  };
}

/**
 * Serves the requests `directRoutes` picks through the same middlewares, body parser, handlers and error handler as
 * app.ts, without Express's routers, and hands every other one to Express: `app.handle` (what `app(req, res)` calls,
 * for `listen` and for supertest alike) is replaced by one that tries the direct way first. A plain request keeps
 * node's own request and response (the prototypes were half the saving); one with the session cookie or a key gets
 * Express's, as Express gives them, for the layers that read those.
 */
export function serveDirectRoutes(
  app: Express,
  pick: (req: IncomingMessage) => DirectRequest | undefined,
  { before, parseJson, keyed, onError }: DirectRouteParts,
): void {
  type Handle = (req: IncomingMessage, res: ServerResponse, next?: NextFunction) => void;
  const express = app as unknown as { handle: Handle };
  const viaExpress = express.handle.bind(app);
  const plainSteps = [...before, parseJson];
  const keyedSteps = [...plainSteps, ...keyed];
  express.handle = (incoming, response, next) => {
    const picked = pick(incoming);
    if (!picked) return viaExpress(incoming, response, next);
    const req = incoming as Request;
    const res = response as Response;
    // What Express's app.handle does before its router (the request log reads `originalUrl`).
    const asExpress = () => {
      Object.setPrototypeOf(req, app.request);
      Object.setPrototypeOf(res, app.response);
      Object.assign(req, { res });
      Object.assign(res, { req });
    };
    if (picked.keyed) asExpress();
    req.originalUrl = req.url;
    res.locals = Object.create(null) as Response['locals'];
    // A failure is answered by app.ts's error handler, which uses Express's response methods.
    const fail = (error: unknown) => {
      if (!picked.keyed) asExpress();
      onError(error, req, res, () => undefined);
    };
    const steps = picked.keyed ? keyedSteps : plainSteps;
    // Each step as Express runs it: `next(error)` or a thrown error or a rejected promise fails the request.
    const run = (index: number) => (error?: unknown) => {
      if (error) return fail(error);
      if (index === steps.length) return void picked.handler(req, res).catch(fail);
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
