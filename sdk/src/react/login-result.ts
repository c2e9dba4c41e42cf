import { AUTH_FRAME } from '@satchel/shared';
import { unwrap } from '../errors/index.js';
import { AuthFrameError } from './auth-frame-error.js';

/**
 * A login's outcome as the userSWA or a thrown error, whatever form the login gives it: the userSWA itself, a
 * returned RpcError (docs/protocol.md §3.7) or other Error, a result object carrying `userSWA` or an `error`, or a
 * throw (which simply passes through the caller). Anything else is `Login failed`.
 */
export function userSWAOf(result: unknown): string {
  const value = unwrap(result);
  if (typeof value === 'string' && value) return value;
  if (value instanceof Error) throw value;
  if (value && typeof value === 'object') {
    const { userSWA, error } = value as { userSWA?: unknown; error?: unknown };
    if (error instanceof Error) throw error;
    if (typeof userSWA === 'string' && userSWA) return userSWA;
  }
  throw new AuthFrameError(AUTH_FRAME.loginFailed);
}
