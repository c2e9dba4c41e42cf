import { SatchelError } from '../../errors/index.js';

/** The platform's answers for a session it no longer has (docs/protocol.md §3.4): the user must log in again. */
const ENDED_CODES: readonly (string | undefined)[] = ['SESSION_NOT_FOUND', 'SESSION_EXPIRED'];

/**
 * Whether a failure says the session itself is gone (HTTP 401 SESSION_NOT_FOUND or SESSION_EXPIRED), as opposed to
 * a refused request of a live session (a bad signature, a wrong OTP) or a transient failure.
 */
export function isSessionEnded(failure: unknown): failure is SatchelError {
  return isUnauthorized(failure) && ENDED_CODES.includes(failure.errorCode);
}

/**
 * Whether a failure is the platform refusing the session (HTTP 401: expired, unknown or revoked), as opposed to a
 * transient one. Every SDK error of an HTTP exchange carries its `status`, thrown or returned, wrapped or not.
 */
export function isUnauthorized(failure: unknown): failure is SatchelError {
  return failure instanceof SatchelError && failure.status === 401;
}
