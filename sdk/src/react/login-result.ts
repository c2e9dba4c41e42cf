import { AUTH_FRAME } from '@satchel/shared';
import { unwrap } from '../errors/index.js';
import { AuthFrameError } from './auth-frame-error.js';

/**
 * Logins resolve to the userSWA, or return an RpcError instead of throwing (PROTOCOL §3.7). The auth surfaces
 * need the userSWA or a thrown error: the RpcError itself (`unwrap`), or `Login failed` for any other result.
 */
export function userSWAOf(result: unknown): string {
  const userSWA = unwrap(result);
  if (typeof userSWA === 'string' && userSWA) return userSWA;
  throw new AuthFrameError(AUTH_FRAME.loginFailed);
}
