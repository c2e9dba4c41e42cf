import { generatePaymasterData, paymasterValidUntil } from '../protocol/index.js';

/** Paymaster data (§9) for an operation UUID: clientSWA, the client key, validUntil now + 6 h, validAfter 0. */
export function paymasterData(
  credentials: { clientSWA: string; clientPrivateKey: string },
  nonce: string,
  nowMs: number,
): `0x${string}` {
  return generatePaymasterData({
    clientSWA: credentials.clientSWA as `0x${string}`,
    clientPrivateKey: credentials.clientPrivateKey as `0x${string}`,
    nonce,
    validUntil: paymasterValidUntil(nowMs),
  });
}

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

/** Paymaster data (§9) for explicit times, converted as the Okto client converts them. */
export function paymasterDataAt(
  credentials: { clientSWA: string; clientPrivateKey: string },
  { nonce, validUntil, validAfter = 0 }: PaymasterDataInput,
): `0x${string}` {
  return generatePaymasterData({
    clientSWA: credentials.clientSWA as `0x${string}`,
    clientPrivateKey: credentials.clientPrivateKey as `0x${string}`,
    nonce,
    validUntil: seconds(validUntil),
    validAfter: seconds(validAfter),
  });
}
