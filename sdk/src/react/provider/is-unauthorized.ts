import { SatchelError } from '../../errors/index.js';

/**
 * Whether a failure is the platform refusing the session (HTTP 401: expired, unknown or revoked), as opposed to a
 * transient one. Every SDK error of an HTTP exchange carries its `status`, thrown or returned, wrapped or not.
 */
export function isUnauthorized(failure: unknown): boolean {
  return failure instanceof SatchelError && failure.status === 401;
}
