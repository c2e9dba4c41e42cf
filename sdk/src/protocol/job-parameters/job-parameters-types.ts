import type { Hex } from '../../crypto/hex-types.js';

/**
 * JP values of TOKEN_TRANSFER.
 * @example
 * const jp: TokenTransferJP = { caip2Id: 'eip155:84532', recipientWalletAddress: recipient, tokenAddress: '', amount: 1000n };
 */
export interface TokenTransferJP {
  caip2Id: string;
  recipientWalletAddress: string;
  /** `""` = native token. */
  tokenAddress: string;
  /** Smallest unit. */
  amount: bigint;
}
/**
 * JP values of NFT_TRANSFER.
 * @example
 * const jp: NftTransferJP = { caip2Id, nftId: '7', recipientWalletAddress, collectionAddress, nftType: 'ERC721', amount: 1n };
 */
export interface NftTransferJP {
  caip2Id: string;
  /** As given (decimal or `0x` text). */
  nftId: string;
  recipientWalletAddress: string;
  collectionAddress: string;
  nftType: string;
  amount: bigint;
}
/**
 * JP values of NFT_CREATE_COLLECTION; `data` = UTF-8 bytes of the embedded JSON.
 * @example
 * const jp: NftCreateCollectionJP = toJobParameters('NFT_CREATE_COLLECTION', { caip2Id: 'aptos:2', name: 'Badges', uri });
 */
export interface NftCreateCollectionJP {
  caip2Id: string;
  name: string;
  uri: string;
  data: Hex;
}
/**
 * JP values of NFT_MINT; `data` = UTF-8 bytes of the embedded JSON.
 * @example
 * const jp: NftMintJP = toJobParameters('NFT_MINT', { caip2Id: 'aptos:2', nftName: 'Badge #1', uri });
 */
export interface NftMintJP {
  caip2Id: string;
  nftName: string;
  collectionAddress: string;
  uri: string;
  data: Hex;
}
/**
 * JP values of RAW_TRANSACTION; each element = UTF-8 bytes of one embedded transaction JSON.
 * @example
 * const jp: RawTransactionJP = toJobParameters('RAW_TRANSACTION', { caip2Id: 'eip155:84532', transaction: { from, to, data } });
 */
export interface RawTransactionJP {
  caip2Id: string;
  transactions: Hex[];
}

/**
 * JP values per intent type.
 * @example
 * const jp: JobParametersByIntent['TOKEN_TRANSFER'] = toJobParameters('TOKEN_TRANSFER', validatedInput);
 */
export interface JobParametersByIntent {
  TOKEN_TRANSFER: TokenTransferJP;
  NFT_TRANSFER: NftTransferJP;
  NFT_CREATE_COLLECTION: NftCreateCollectionJP;
  NFT_MINT: NftMintJP;
  RAW_TRANSACTION: RawTransactionJP;
}
/**
 * The job parameters of any intent, as the user operation's calldata carries them.
 * @example
 * const all: JobParameters[] = [toJobParameters('TOKEN_TRANSFER', transfer), toJobParameters('NFT_MINT', mint)];
 */
export type JobParameters = JobParametersByIntent[keyof JobParametersByIntent];
