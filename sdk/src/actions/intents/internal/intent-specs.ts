import {
  aptosRawTransactionSchema,
  evmRawTransactionSchema,
  nftCollectionSchema,
  nftMintSchema,
  nftTransferSchema,
  solanaRawTransactionSchema,
  tokenTransferSchema,
  type IntentType,
  type UserContext,
} from '@satchel/shared';
import type { z } from 'zod/mini';

/** How to validate and encode one intent. */
export interface IntentSpec {
  intentType: IntentType;
  schema: (ctx: UserContext) => z.core.$ZodType;
  /** RAW_TRANSACTION family passed to `encodeJobParameters` (and to the §15.4 chain check). */
  rawFamily?: 'EVM' | 'APTOS' | 'SOLANA';
}

export const INTENTS = {
  tokenTransfer: { intentType: 'TOKEN_TRANSFER', schema: tokenTransferSchema },
  nftTransfer: { intentType: 'NFT_TRANSFER', schema: nftTransferSchema },
  nftCollectionCreation: {
    intentType: 'NFT_CREATE_COLLECTION',
    schema: nftCollectionSchema,
  },
  nftMint: { intentType: 'NFT_MINT', schema: nftMintSchema },
  evmRawTransaction: {
    intentType: 'RAW_TRANSACTION',
    schema: evmRawTransactionSchema,
    rawFamily: 'EVM',
  },
  aptosRawTransaction: {
    intentType: 'RAW_TRANSACTION',
    schema: aptosRawTransactionSchema,
    rawFamily: 'APTOS',
  },
  solanaRawTransaction: {
    intentType: 'RAW_TRANSACTION',
    // The schema admits solana: ids only, and a solana: network is always of the Solana family.
    schema: solanaRawTransactionSchema,
    rawFamily: 'SOLANA',
  },
} as const satisfies Record<string, IntentSpec>;
