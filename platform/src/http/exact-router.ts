import { Router } from 'express';

/**
 * Express matches paths loosely unless told otherwise (`/API/oc/v1/…`, a trailing slash). The platform's routers and
 * its app (app.ts) match them exactly, so a path an integrator or the SDK gets wrong fails here, not first against
 * the hosted platform.
 */
export const EXACT_PATHS = { strict: true, caseSensitive: true } as const;

/** A router that matches its paths exactly (EXACT_PATHS). */
export const exactRouter = (): Router => Router(EXACT_PATHS);
