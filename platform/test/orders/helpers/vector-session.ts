import { privateKeyToAccount } from 'viem/accounts';
import type { PlatformContext } from '../../../src/context.js';
import { insertSession, insertUser, type SeededSession } from '../../helpers/seed-session.js';
import { vectors } from './vectors.js';

/** The vector user (fixed userId, ECDSA key and key id) with the vector session key, on sandbox. */
export function insertVectorSession(ctx: PlatformContext): SeededSession {
  const user = insertUser(ctx, { userId: vectors.inputs.userId });
  const signing = vectors.signMessage.EIP191.platformSigning;
  const ecdsaPublicKey = privateKeyToAccount(signing.userEcdsaPrivateKey).publicKey;
  ctx.db
    .prepare(
      'UPDATE users SET ecdsa_key_id = ?, ecdsa_private_key = ?, ecdsa_public_key = ? WHERE user_id = ?',
    )
    .run(vectors.signMessage.ecdsaKeyId, signing.userEcdsaPrivateKey, ecdsaPublicKey, user.userId);
  user.ecdsaKeyId = vectors.signMessage.ecdsaKeyId;
  user.ecdsaPublicKey = ecdsaPublicKey;
  return insertSession(ctx, { user, sessionPrivKey: vectors.inputs.sessionPrivKey, env: 'sandbox' });
}
