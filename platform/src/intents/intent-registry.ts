import { INTENT_TYPES, type IntentType } from '@satchel/shared';
import type { IntentModule } from './intent-module.js';
import { nftCreateCollection } from './nft-create-collection.js';
import { nftMint } from './nft-mint.js';
import { nftTransfer } from './nft-transfer.js';
import { rawTransaction } from './raw-transaction/index.js';
import { tokenTransfer } from './token-transfer.js';

/** Every intent type's module: the one place the platform looks an intent up (a new type adds its line here). */
export const INTENTS: Record<IntentType, IntentModule> = {
  TOKEN_TRANSFER: tokenTransfer,
  NFT_TRANSFER: nftTransfer,
  NFT_CREATE_COLLECTION: nftCreateCollection,
  NFT_MINT: nftMint,
  RAW_TRANSACTION: rawTransaction,
};

export const isIntentType = (value: string): value is IntentType =>
  (INTENT_TYPES as readonly string[]).includes(value);
