import type { Router } from 'express';
import type { PlatformContext } from '../context.js';
import { requireSession } from '../http/require-session.js';
import { signMessageHandler } from './sign-message-handler.js';
import { exactRouter } from '../http/exact-router.js';

/** POST /signMessage (docs/protocol.md §13.3), relative to /api/oc/v1. */
export function createSigningRouter(ctx: PlatformContext): Router {
  const router = exactRouter();
  router.post('/signMessage', requireSession(ctx), signMessageHandler(ctx));
  return router;
}
