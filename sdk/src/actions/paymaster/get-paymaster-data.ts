import { SDK } from '@satchel/shared';
import type { Client } from '../../client/client.js';
import { requireSession } from '../../client/guards.js';
import { signPaymasterData, type PaymasterTime } from './internal/sign-paymaster-data.js';

/**
 * Inputs of `getPaymasterData` and `client.paymasterData`, as the Okto client's.
 * @example
 * const data = await getPaymasterData(client, { nonce: jobId, validUntil: 1767225600, validAfter: 0 });
 */
export interface PaymasterDataInput {
  /** The operation UUID. */
  nonce: string;
  validUntil: PaymasterTime;
  /** 0 by default. */
  validAfter?: PaymasterTime | undefined;
}

/**
 * Paymaster data (§9) for `nonce` (an operation UUID), `validUntil` and `validAfter`, converted as the Okto client
 * converts them: its `paymasterData`, byte for byte, and like it only with a session. What cannot be encoded is a
 * ValidationError.
 * @example
 * const data = await getPaymasterData(client, { nonce: jobId, validUntil: new Date(Date.now() + 3600_000) });
 */
export async function getPaymasterData(client: Client, input: PaymasterDataInput): Promise<`0x${string}`> {
  requireSession(client, SDK.mustBeLoggedInForPaymasterData);
  return signPaymasterData(client, input.nonce, input);
}
