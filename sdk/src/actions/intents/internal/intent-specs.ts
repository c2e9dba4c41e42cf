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

/** The chain family an intent requires after the network lookup (§15.4). */
export type ChainRule = 'evm-raw' | 'aptos-raw' | 'aptos-collection' | 'aptos-mint';

/** How to validate and encode one intent. */
export interface IntentSpec {
  intentType: IntentType;
  schema: (ctx: UserContext) => z.core.$ZodType;
  chainRule?: ChainRule;
  /** RAW_TRANSACTION family passed to `encodeJobParameters`. */
  rawFamily?: 'EVM' | 'APTOS' | 'SOLANA';
}

export const INTENTS = {
  tokenTransfer: { intentType: 'TOKEN_TRANSFER', schema: tokenTransferSchema },
  nftTransfer: { intentType: 'NFT_TRANSFER', schema: nftTransferSchema },
  nftCollectionCreation: {
    intentType: 'NFT_CREATE_COLLECTION',
    schema: nftCollectionSchema,
    chainRule: 'aptos-collection',
  },
  nftMint: { intentType: 'NFT_MINT', schema: nftMintSchema, chainRule: 'aptos-mint' },
  evmRawTransaction: {
    intentType: 'RAW_TRANSACTION',
    schema: evmRawTransactionSchema,
    chainRule: 'evm-raw',
    rawFamily: 'EVM',
  },
  aptosRawTransaction: {
    intentType: 'RAW_TRANSACTION',
    schema: aptosRawTransactionSchema,
    chainRule: 'aptos-raw',
    rawFamily: 'APTOS',
  },
  solanaRawTransaction: {
    intentType: 'RAW_TRANSACTION',
    // The schema admits solana: ids only, and a solana: network is always of the Solana family.
    schema: solanaRawTransactionSchema,
    rawFamily: 'SOLANA',
  },
} as const satisfies Record<string, IntentSpec>;
