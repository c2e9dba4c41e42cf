import {
  aptosRawTransactionSchema,
  evmRawTransactionSchema,
  nftCollectionSchema,
  nftMintSchema,
  nftTransferSchema,
  tokenTransferSchema,
} from '@satchel/shared';
import { vectors } from './vectors.js';

/** The shared schema that validates each intent vector's input (the SDK builds from validated input). */
const schemas = {
  TOKEN_TRANSFER: tokenTransferSchema,
  NFT_TRANSFER: nftTransferSchema,
  NFT_CREATE_COLLECTION: nftCollectionSchema,
  NFT_MINT: nftMintSchema,
  RAW_TRANSACTION_EVM: evmRawTransactionSchema,
  RAW_TRANSACTION_APTOS: aptosRawTransactionSchema,
} as const;

export type IntentVectorName = keyof typeof schemas;
export const INTENT_VECTOR_NAMES = Object.keys(schemas) as IntentVectorName[];

/** The validated input of an intent vector, parsed by the shared schema as the SDK would. */
export function validatedInput(name: IntentVectorName): object {
  return schemas[name]().parse(vectors.intents[name].input) as object;
}
