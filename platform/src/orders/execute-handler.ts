import type { Request, Response } from 'express';
import type { PlatformContext } from '../context.js';
import { sessionOf } from '../http/require-session.js';
import { sendSuccess } from '../http/send-success.js';
import { deriveUserAddresses } from '../crypto/derive-user-addresses.js';
import { findCollection } from '../world/collection-store.js';
import { orderDetails } from './order-details.js';
import { createOrder } from './create-order.js';
import { aptosCollectionAddress } from '../ledger/settle/settle-nft-collection.js';
import { verifyExecute } from './verify-execute.js';

/** POST /execute (§10.5, §10.7): verify, record the order INITIATED, answer `{jobId}` at once. */
export function executeHandler(ctx: PlatformContext) {
  return async (req: Request, res: Response): Promise<void> => {
    const session = sessionOf(res);
    const { jobId, job, network, feePayerAddress } = await verifyExecute(ctx, session, req.body);
    const collectionName =
      job.intentType === 'NFT_MINT'
        ? findCollection(ctx.db, network.caipId, String(job.payload.collectionAddress ?? ''))?.name
        : undefined;
    // Aptos named objects have addresses known before they exist, so the order can tell where the collection lands.
    const collectionAddress =
      job.intentType === 'NFT_CREATE_COLLECTION'
        ? aptosCollectionAddress(deriveUserAddresses(session.userId).aptosAddress, String(job.payload.name))
        : undefined;
    await createOrder(ctx, {
      intentId: jobId,
      userId: session.userId,
      clientId: session.clientId,
      intentType: job.intentType,
      caipId: network.caipId,
      details: orderDetails(job.intentType, job.payload, { collectionName, collectionAddress }),
      jobParameters: job.payload,
      feePayer: feePayerAddress,
    });
    sendSuccess(res, { jobId });
  };
}
