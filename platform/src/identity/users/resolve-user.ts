import type { PlatformContext } from '../../context.js';
import { nowSeconds } from '../../context.js';
import { createUser, type UserRecord } from './create-user.js';
import { deriveUserAddresses } from '../../crypto/derive-user-addresses.js';
import { findUserIdByIdentity } from '../../world/user-store.js';

/**
 * The user of (client, identity key), created at first login (docs/protocol.md §5.4). Runs inside the caller's
 * transaction; `onCreated` (the faucet) joins it so a new user is never left unfunded.
 */
export function resolveUser(
  ctx: PlatformContext,
  input: { clientId: string; identityKey: string; email?: string },
  onCreated?: (user: UserRecord) => void,
): UserRecord & { created: boolean } {
  const userId = findUserIdByIdentity(ctx.db, input.clientId, input.identityKey);
  if (userId) {
    return {
      userId,
      clientId: input.clientId,
      identityKey: input.identityKey,
      ...deriveUserAddresses(userId),
      created: false,
    };
  }
  const user = createUser(ctx.db, { ...input, nowSec: nowSeconds(ctx) });
  onCreated?.(user);
  return { ...user, created: true };
}
