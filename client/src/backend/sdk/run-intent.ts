import {
  aptosRawTransaction,
  evmRawTransaction,
  nftCollectionCreation,
  nftMint,
  nftTransfer,
  solanaRawTransaction,
  tokenTransfer,
  type EvmRawTransactionInput,
  type SatchelClient,
  type TokenTransferInput,
} from '@satchel/sdk';
import type { IntentRequest } from '../types.js';

/**
 * Runs one of the demo's intents with the SDK's action for it (the actions the SDK's intent hooks wrap) and
 * resolves to its jobId: sdk mode's execute, for the backend and for the pages' mutation hook alike.
 */
export async function runIntent(
  c: SatchelClient,
  request: IntentRequest,
  feePayer?: string,
): Promise<string> {
  switch (request.kind) {
    case 'tokenTransfer':
      return tokenTransfer(c, withBigIntAmount(request.input), feePayer);
    case 'nftTransfer':
      return nftTransfer(c, request.input, feePayer);
    case 'evmRawTransaction':
      return evmRawTransaction(c, toEvmInput(request.input), feePayer);
    case 'aptosRawTransaction':
      return aptosRawTransaction(c, request.input, feePayer);
    case 'nftCollection':
      return nftCollectionCreation(c, request.input, feePayer);
    case 'nftMint':
      return nftMint(c, request.input, feePayer);
    case 'solanaRawTransaction':
      return solanaRawTransaction(c, request.input, feePayer);
  }
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
