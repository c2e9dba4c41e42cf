import { Router } from 'express';
import type { PlatformContext } from '../context.js';
import { requireSession } from '../http/require-session.js';

/** POST /signMessage (PROTOCOL.md §13.3), relative to /api/oc/v1. */
export function createSigningRouter(ctx: PlatformContext): Router {
  const router = Router();
  router.post('/signMessage', requireSession(ctx), () => {
    throw new Error('POST /signMessage is not implemented on the local platform yet');
  });
  return router;
}
