import type { Hex } from '../../crypto/hex-types.js';

/** JP values of TOKEN_TRANSFER. */
export interface TokenTransferJP {
  caip2Id: string;
  recipientWalletAddress: string;
  /** `""` = native token. */
  tokenAddress: string;
  /** Smallest unit. */
  amount: bigint;
}
/** JP values of NFT_TRANSFER. */
export interface NftTransferJP {
  caip2Id: string;
  /** As given (decimal or `0x` text). */
  nftId: string;
  recipientWalletAddress: string;
  collectionAddress: string;
  nftType: string;
  amount: bigint;
}
/** JP values of NFT_CREATE_COLLECTION; `data` = UTF-8 bytes of the embedded JSON. */
export interface NftCreateCollectionJP {
  caip2Id: string;
  name: string;
  uri: string;
  data: Hex;
}
/** JP values of NFT_MINT; `data` = UTF-8 bytes of the embedded JSON. */
export interface NftMintJP {
  caip2Id: string;
  nftName: string;
  collectionAddress: string;
  uri: string;
  data: Hex;
}
/** JP values of RAW_TRANSACTION; each element = UTF-8 bytes of one embedded transaction JSON. */
export interface RawTransactionJP {
  caip2Id: string;
  transactions: Hex[];
}

/** JP values per intent type. */
export interface JobParametersByIntent {
  TOKEN_TRANSFER: TokenTransferJP;
  NFT_TRANSFER: NftTransferJP;
  NFT_CREATE_COLLECTION: NftCreateCollectionJP;
  NFT_MINT: NftMintJP;
  RAW_TRANSACTION: RawTransactionJP;
}
/** The job parameters of any intent, as the user operation's calldata carries them. */
export type JobParameters = JobParametersByIntent[keyof JobParametersByIntent];
