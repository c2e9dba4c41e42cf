import type { SatchelClient } from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod/mini';
import type { ServerConfig } from '../config.js';
import type { OrderPush } from '../orders-push/order-push.js';

export type RouteGroup = 'auth' | 'explorer' | 'intent';

/** What a handler gets: its validated body, the configuration, and an SDK client built for this request. */
export interface RouteContext<B> {
  body: B;
  config: ServerConfig;
  /** A fresh SDK client with the request's credentials, and its session: `session`, else the route's when it takes one. */
  client(session?: SessionConfig): Promise<SatchelClient>;
  /** fetch with the server's upstream timeout (for the social code exchanges, which do not go through the SDK). */
  fetch: typeof fetch;
  /**
   * Forgets the session kept for the request's cookie and clears the cookie: `loggedOut` false when there was no
   * cookie; `session` the session it kept (to end on the platform), undefined when unknown, expired or logged out.
   */
  endSession(): Promise<{ loggedOut: boolean; session: SessionConfig | undefined }>;
  /** Followers, webhooks and the order streams' log (docs/protocol.md §18.7). */
  push: OrderPush;
  /** The BFF's logger (redacted; a handler logs no secret). */
  logger: Logger;
}

/** A handler's answer: `data`, plus keys beside `status` and `data` (authenticate's `sessionConfig`). */
export class Reply {
  constructor(
    readonly data: unknown,
    readonly extra: Record<string, unknown> = {},
  ) {}
}

/** A handler's answer that is a stream (`text/event-stream`): `open` writes it once every check has passed. */
export class StreamReply {
  constructor(readonly open: (req: Request, res: Response) => void) {}
}

/**
 * One BFF route: the single source of the router, the OpenAPI document, the docs page and the Postman
 * collection. Every route is `POST path` with a JSON body validated by `body`.
 */
export interface RouteDef<S extends z.core.$ZodType = z.core.$ZodType> {
  path: string;
  group: RouteGroup;
  summary: string;
  /** The OpenAPI operation's description, when the summary is not enough. */
  description?: string;
  body: S;
  /** The body carries `sessionConfig`; a missing one is 401 `Session keys are not set`. */
  session: boolean;
  /** `opens`: answers a session cookie on request (authenticate); `ends`: forgets the cookie's session (logout). */
  cookie?: 'opens' | 'ends';
  /** The route creates an order, so it honours an `Idempotency-Key` header (see idempotency/). */
  createsOrder?: boolean;
  /** What `data` holds on success, for the docs. */
  answer: string;
  /** The answer is a `text/event-stream` (a `StreamReply`), not the JSON envelope. */
  stream?: boolean;
  /** A body that works against the local platform once the placeholders are filled. */
  example: Record<string, unknown>;
  /** More bodies by name (the Solana shape of a family that takes several chains), documented beside `example`. */
  examples?: Record<string, Record<string, unknown>>;
  /** A check that must answer before validation (rawTransaction's chain family). */
  precheck?(body: Record<string, unknown>): void;
  handle(ctx: RouteContext<z.output<S>>): Promise<unknown>;
}

/** One route's handler (routes/mount-routes.ts): checks, validation, the SDK call, the envelope; a failure is thrown. */
export type RouteHandler = (req: Request, res: Response) => Promise<void>;

/** Keeps the schema's type when declaring a route. */
export const defineRoute = <S extends z.core.$ZodType>(route: RouteDef<S>): RouteDef<S> => route;
