import { AUTH_FRAME } from '@satchel/shared';
import { AuthFrameError, messageOf } from './auth-frame-error.js';

/**
 * Logins resolve to the userSWA, or return an RpcError instead of throwing (PROTOCOL §3.7). The auth surfaces
 * need one or the other: the userSWA, or a thrown error (a falsy result is `Login failed`).
 */
export function userSWAOf(result: unknown): string {
  if (typeof result === 'string' && result) return result;
  if (result && typeof result === 'object') {
    throw new AuthFrameError(messageOf(result, AUTH_FRAME.loginFailed), { error: result });
  }
  throw new AuthFrameError(AUTH_FRAME.loginFailed);
}
