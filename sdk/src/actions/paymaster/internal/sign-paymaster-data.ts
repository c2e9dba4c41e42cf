import type { Client } from '../../../client/client.js';
import { internalsOf } from '../../../client/client-internals.js';
import { checkInput } from '../../../errors/check-input.js';
import { generatePaymasterData, paymasterValidUntil } from '../../../protocol/index.js';

/**
 * A time the way the Okto client's `paymasterData` takes it: a `Date` (whole seconds), Unix seconds, or a bigint.
 * @example
 * const args: PaymasterDataInput = { nonce: jobId, validUntil: new Date(Date.now() + 6 * 3600_000) };
 */
export type PaymasterTime = Date | number | bigint;

const seconds = (time: PaymasterTime) =>
  time instanceof Date ? Math.floor(time.getTime() / 1000) : Number(time);

/**
 * Paymaster data (§9) signed by the client signer for an operation UUID, valid from `validAfter` (0 by default) until
 * `validUntil` (by default six hours after `nowMs`, what an intent uses), times converted as the Okto client
 * converts them. What cannot be encoded is a ValidationError.
 */
export async function signPaymasterData(
  client: Client,
  nonce: string,
  window: { validUntil?: PaymasterTime; validAfter?: PaymasterTime; nowMs?: number } = {},
): Promise<`0x${string}`> {
  const { validUntil, validAfter = 0, nowMs } = window;
  return checkInput(() =>
    generatePaymasterData({
      clientSWA: client.clientSWA as `0x${string}`,
      clientSigner: internalsOf(client).clientSigner,
      nonce,
      validUntil: validUntil === undefined ? paymasterValidUntil(nowMs) : seconds(validUntil),
      validAfter: seconds(validAfter),
    }),
  );
}
