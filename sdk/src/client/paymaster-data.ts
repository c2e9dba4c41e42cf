import { SDK } from '@satchel/shared';
import { checkInput } from '../errors/check-input.js';
import { generatePaymasterData, paymasterValidUntil } from '../protocol/index.js';
import type { ClientContext } from './client-context.js';
import { requireSession } from './guards.js';

/** Paymaster data (§9) for an operation UUID: clientSWA, the client signer, validUntil now + 6 h, validAfter 0. */
export const paymasterData = (ctx: ClientContext, nonce: string, nowMs: number): Promise<`0x${string}`> =>
  checkInput(() => signPaymasterData(ctx, nonce, paymasterValidUntil(nowMs)));

const signPaymasterData = (ctx: ClientContext, nonce: string, validUntil: number, validAfter?: number) =>
  generatePaymasterData({
    clientSWA: ctx.clientSWA as `0x${string}`,
    clientSigner: ctx.clientSigner,
    nonce,
    validUntil,
    validAfter,
  });

/**
 * A time the way the Okto client's `paymasterData` takes it: a `Date` (whole seconds), Unix seconds, or a bigint.
 * @example
 * const args: PaymasterDataInput = { nonce: jobId, validUntil: new Date(Date.now() + 6 * 3600_000) };
 */
export type PaymasterTime = Date | number | bigint;

/**
 * Inputs of `client.paymasterData`, as the Okto client's.
 * @example
 * const data = await client.paymasterData({ nonce: jobId, validUntil: 1767225600, validAfter: 0 });
 */
export interface PaymasterDataInput {
  /** The operation UUID. */
  nonce: string;
  validUntil: PaymasterTime;
  /** 0 by default. */
  validAfter?: PaymasterTime | undefined;
}

const seconds = (time: PaymasterTime) =>
  time instanceof Date ? Math.floor(time.getTime() / 1000) : Number(time);

/**
 * Paymaster data (§9) for explicit times, converted as the Okto client converts them; like the Okto client's, only
 * with a session. What cannot be encoded is a ValidationError.
 */
export async function paymasterDataAt(
  ctx: ClientContext,
  { nonce, validUntil, validAfter = 0 }: PaymasterDataInput,
): Promise<`0x${string}`> {
  requireSession(ctx.session, SDK.mustBeLoggedInForPaymasterData);
  return checkInput(() => signPaymasterData(ctx, nonce, seconds(validUntil), seconds(validAfter)));
}
