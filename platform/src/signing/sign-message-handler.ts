import { ENVIRONMENTS, signMessageRequestSchema } from '@satchel/shared';
import type { Request, Response } from 'express';
import { hashMessage } from 'viem';
import { sign } from 'viem/accounts';
import type { PlatformContext } from '../context.js';
import { nowSeconds } from '../context.js';
import { recoverTextSigner } from '../crypto/recover-signer.js';
import { PlatformError } from '../errors/platform-error.js';
import { sessionOf } from '../http/require-session.js';
import { sendSuccess } from '../http/send-success.js';
import { isUsed, markUsed } from '../world/used-values-store.js';
import { findUserSigningKey } from '../world/user-store.js';
import { validateBody } from '../http/validate-body.js';
import { typedDataDigest } from './parse-typed-data.js';
import { signMessageChallenge } from './sign-challenge.js';

/** POST /signMessage (§13.3, first failure wins); signs with the user's own secp256k1 key (the MPC stand-in). */
export function signMessageHandler(ctx: PlatformContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const session = sessionOf(res);
    const body = validateBody(signMessageRequestSchema, req.body);
    const tx = body.data.transactions[0];
    const digest =
      tx.method === 'EIP712' ? typedDataDigest(tx.signingMessage) : hashMessage(tx.signingMessage);
    const { userData } = body.data;
    if (userData.sessionPk.toLowerCase() !== session.sessionPk.toLowerCase())
      throw new PlatformError('IDENTITY_MISMATCH', { details: 'userData.sessionPk' });
    if (userData.userSWA.toLowerCase() !== session.userSWA.toLowerCase())
      throw new PlatformError('IDENTITY_MISMATCH', { details: 'userData.userSWA' });

    const user = findUserSigningKey(ctx.db, session.userId);
    if (!user) throw new PlatformError('SESSION_NOT_FOUND');
    const { signedText } = signMessageChallenge({
      transactionId: tx.transactionId,
      method: tx.method,
      signingMessage: tx.signingMessage,
      threshold: ENVIRONMENTS[session.env].signThreshold,
      ecdsaKeyId: user.keyId,
    });
    if (recoverTextSigner(signedText, tx.userSessionSignature) !== session.sessionAddress.toLowerCase())
      throw new PlatformError('INVALID_SIGNATURE', { details: 'userSessionSignature' });

    const transactionId = tx.transactionId.toLowerCase();
    const jobId = userData.jobId.toLowerCase();
    ctx.db.transaction(() => {
      if (isUsed(ctx.db, 'sign_transaction_id', transactionId))
        throw new PlatformError('REPLAYED_REQUEST', { details: 'transactionId' });
      if (isUsed(ctx.db, 'sign_job_id', jobId))
        throw new PlatformError('REPLAYED_REQUEST', { details: 'jobId' });
      markUsed(ctx.db, 'sign_transaction_id', transactionId, nowSeconds(ctx));
      markUsed(ctx.db, 'sign_job_id', jobId, nowSeconds(ctx));
    })();

    const signature = await sign({ hash: digest, privateKey: user.privateKey, to: 'hex' });
    sendSuccess(res, [{ transactionId: tx.transactionId, signature: signature.slice(2) }]);
  };
}
