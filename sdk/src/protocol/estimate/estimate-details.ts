import { fmt, type ESTIMATE_INTENT_TYPES } from '@satchel/shared';
import { InvalidInputError } from '../../errors/invalid-input-error.js';
import { toJobParameters } from '../job-parameters/to-job-parameters.js';
import { rawTransactionJson } from '../job-parameters/raw-transaction-json.js';

/**
 * Intent types the estimate call accepts.
 * @example
 * const type: EstimateIntentType = 'TOKEN_TRANSFER';
 */
export type EstimateIntentType = (typeof ESTIMATE_INTENT_TYPES)[number];

type Input = Record<string, any>;

/**
 * The estimate `details` of §12.1 from the intent's validated input, keys in normative order, amounts as decimal
 * strings: TOKEN_TRANSFER `{recipientWalletAddress, caip2Id, tokenAddress, amount}`; NFT_TRANSFER `{caip2Id, nftId,
 * recipientWalletAddress, collectionAddress, amount, nftType}`; RAW_TRANSACTION `{caip2Id, transactions}` with the
 * transactions exactly as embedded in the job parameters.
 * @example
 * const details = toEstimateDetails('TOKEN_TRANSFER', { caip2Id: 'eip155:84532', recipient, token: '', amount: '1000' });
 */
export function toEstimateDetails(type: EstimateIntentType, validatedInput: object): Record<string, unknown> {
  const input = validatedInput as Input;
  switch (type) {
    case 'TOKEN_TRANSFER': {
      const jp = toJobParameters('TOKEN_TRANSFER', input);
      const { recipientWalletAddress, caip2Id, tokenAddress } = jp;
      return { recipientWalletAddress, caip2Id, tokenAddress, amount: jp.amount.toString(10) };
    }
    case 'NFT_TRANSFER': {
      const jp = toJobParameters('NFT_TRANSFER', input);
      const { caip2Id, nftId, recipientWalletAddress, collectionAddress, nftType } = jp;
      return {
        caip2Id,
        nftId,
        recipientWalletAddress,
        collectionAddress,
        amount: jp.amount.toString(10),
        nftType,
      };
    }
    case 'RAW_TRANSACTION':
      return { caip2Id: input.caip2Id, transactions: rawTransactionJson(input as { caip2Id: string }) };
    default:
      throw new InvalidInputError(fmt.unsupportedIntentType(String(type)));
  }
}
