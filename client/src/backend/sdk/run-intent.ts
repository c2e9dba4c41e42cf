import {
  prepareAptosRawTransaction,
  prepareEvmRawTransaction,
  prepareNftCollectionCreation,
  prepareNftMint,
  prepareNftTransfer,
  prepareSolanaRawTransaction,
  prepareTokenTransfer,
  sendUserOperationWithHash,
  type EvmRawTransactionInput,
  type SatchelClient,
  type TokenTransferInput,
  type UnsignedUserOperation,
} from '@satchel/sdk';
import type { IntentRequest, Submitted } from '../types.js';

/** Builds one of the demo's intents with the SDK's builder for it (§10.6 steps 1–7): the unsigned operation. */
export function prepareIntent(
  c: SatchelClient,
  request: IntentRequest,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  switch (request.kind) {
    case 'tokenTransfer':
      return prepareTokenTransfer(c, withBigIntAmount(request.input), feePayer);
    case 'nftTransfer':
      return prepareNftTransfer(c, request.input, feePayer);
    case 'evmRawTransaction':
      return prepareEvmRawTransaction(c, toEvmInput(request.input), feePayer);
    case 'aptosRawTransaction':
      return prepareAptosRawTransaction(c, request.input, feePayer);
    case 'nftCollection':
      return prepareNftCollectionCreation(c, request.input, feePayer);
    case 'nftMint':
      return prepareNftMint(c, request.input, feePayer);
    case 'solanaRawTransaction':
      return prepareSolanaRawTransaction(c, request.input, feePayer);
  }
}

/**
 * Runs one of the demo's intents: built by the SDK's builder, then signed and executed by
 * `sendUserOperationWithHash` (what the one-call intent actions do, and the operation's hash with it), resolving to
 * the jobId and the hash: sdk mode's execute, for the backend and for the pages' mutation hook alike.
 */
export async function runIntent(
  c: SatchelClient,
  request: IntentRequest,
  feePayer?: string,
): Promise<Submitted> {
  const { jobId, userOperation } = await sendUserOperationWithHash(
    c,
    await prepareIntent(c, request, feePayer),
  );
  return { jobId, userOperation: { hash: userOperation.hash } };
}

/** Spec §5: the demo converts the form's amount to a big integer (smallest unit) before the SDK call. */
export const withBigIntAmount = (input: TokenTransferInput): TokenTransferInput => ({
  ...input,
  amount: BigInt(input.amount),
});

/** The form holds the EVM value as text; the SDK gets it as a bigint (wei), and no value when it is empty. */
export function toEvmInput(input: EvmRawTransactionInput): EvmRawTransactionInput {
  const { value, data, ...rest } = input.transaction;
  return {
    caip2Id: input.caip2Id,
    transaction: {
      ...rest,
      ...(data ? { data } : {}),
      ...(value !== undefined && value !== '' ? { value: BigInt(value) } : {}),
    },
  };
}
