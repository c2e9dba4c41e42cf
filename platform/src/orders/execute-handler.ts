import type { Request, Response } from 'express';
import type { PlatformContext } from '../context.js';
import { sessionOf } from '../http/require-session.js';
import { sendSuccess } from '../http/send-success.js';
import { INTENTS } from '../intents/intent-registry.js';
import { createOrder } from './create-order.js';
import { verifyExecute } from './verify-execute.js';
import { environmentAddresses } from '../crypto/address-sets.js';

/** POST /execute (§10.5, §10.7): verify, record the order INITIATED, answer `{jobId}` at once. */
export function executeHandler(ctx: PlatformContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const session = sessionOf(res);
    const verified = await verifyExecute(ctx, session, req.body);
    const { jobId, job, network, feePayerAddress } = verified;
    const env = environmentAddresses(session.env, session.addressSet);
    await createOrder(ctx, {
      intentId: jobId,
      userId: session.userId,
      clientId: session.clientId,
      intentType: job.intentType,
      caipId: network.caipId,
      details: INTENTS[job.intentType].details(job.payload, { db: ctx.db, userId: session.userId }),
      jobParameters: job.payload,
      feePayer: feePayerAddress,
      // Bundled on the session environment's chain through its set's entry point (settle-order.ts).
      operation: {
        userOpHash: verified.userOpHash,
        chainId: env.chainId,
        entryPoint: env.entryPoint,
        operation: verified.bundled,
        sessionAddress: session.sessionAddress,
        sessionExpiry: session.sessionExpiry,
        clientSWA: session.clientSWA,
      },
    });
    sendSuccess(res, { jobId });
  };
}
