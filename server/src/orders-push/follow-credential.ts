import { createAuthToken } from '@satchel/sdk';
import type { SessionConfig } from '@satchel/shared';
import { open, seal } from '../shared-state/sessions/session-cipher.js';

/**
 * What a follower reads with: one bearer token (docs/protocol.md §6), made at acceptance from the request's session
 * and sealed with `SESSION_ENCRYPTION_KEY` (bound to the order), never the session key. A bearer only reads (an
 * execute or a signature also needs the session key's signature, §10.7, §13.3) and expires 90 minutes after it is
 * made (§6.2), so a leaked one (a Redis dump together with the key) reads one user's data for at most that long.
 */
export function sealFollowToken(key: Buffer, session: SessionConfig, intentId: string): string {
  const token = createAuthToken({
    sessionPrivKey: session.sessionPrivKey as `0x${string}`,
    sessionPubKey: session.sessionPubKey as `0x${string}`,
  });
  return seal(key, Buffer.from(token), `follow:${intentId}`);
}

/** The token of `sealFollowToken`, or undefined when sealed under another key (a restart without a fixed key). */
export function openFollowToken(key: Buffer, sealed: string, intentId: string): string | undefined {
  return open(key, sealed, `follow:${intentId}`)?.toString();
}

/** The bearer's lifetime (§6.1: 5400 s, accepted up to 60 s past): no follower reads longer than this. */
export const FOLLOW_TOKEN_MS = 5_400_000;
