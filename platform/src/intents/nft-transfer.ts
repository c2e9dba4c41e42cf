import { nftTransferSchema } from '@satchel/shared';
import { encodeFunctionData, erc1155Abi, erc721Abi } from 'viem';
import { SettlementFailure } from '../errors/settlement-failure.js';
import { validateBody } from '../http/validate-body.js';
import { moveNft } from '../ledger/nft-holdings.js';
import { findCollection } from '../world/collection-store.js';
import { ownerForChainType } from '../world/owner-for-chain-type.js';
import type { IntentModule, JobPayload } from './intent-module.js';
import { caipKeys, hexAddress } from './job-data.js';

type NftFields = Record<
  'caip2Id' | 'nftId' | 'recipientWalletAddress' | 'collectionAddress' | 'nftType',
  unknown
>;

const payloadOf = (nft: NftFields, amount: unknown): JobPayload => ({
  caip2Id: nft.caip2Id,
  nftId: nft.nftId,
  recipientWalletAddress: nft.recipientWalletAddress,
  collectionAddress: nft.collectionAddress,
  nftType: nft.nftType,
  amount: String(amount),
});

const ERC721_AMOUNT = 'ERC721 transfers must have amount exactly 1';

/**
 * NFT_TRANSFER: `amount` of an NFT of a collection from the user's account to a recipient. EVM: ERC-721
 * `safeTransferFrom(from, to, id)` (what wallets send; a contract recipient must accept it) or ERC-1155
 * `safeTransferFrom(from, to, id, amount, "")`; the ledger (Aptos): the holding moved.
 */
export const nftTransfer: IntentModule = {
  jobParameters:
    '(string caip2Id, string nftId, string recipientWalletAddress, string collectionAddress, string nftType, uint256 amount)',

  decode(tuple, user) {
    const { caip2Id, collectionAddress, nftId, recipientWalletAddress, amount, nftType } = tuple;
    return {
      caip2Id: caip2Id as string,
      payload: payloadOf(tuple as NftFields, amount),
      schema: nftTransferSchema({ userSWA: user.userSWA }),
      schemaInput: { caip2Id, collectionAddress, nftId, recipientWalletAddress, amount, nftType },
    };
  },

  encode: (p) => ({
    caip2Id: p.caip2Id,
    nftId: p.nftId,
    recipientWalletAddress: p.recipientWalletAddress,
    collectionAddress: p.collectionAddress,
    nftType: p.nftType,
    amount: BigInt(String(p.amount)),
  }),

  estimate: {
    detailKeys: ['caip2Id', 'nftId', 'recipientWalletAddress', 'collectionAddress', 'amount', 'nftType'],
    job(details, user) {
      const nft = validateBody(nftTransferSchema({ userSWA: user.userSWA }), details);
      const caip2Id = details.caip2Id as string;
      return { caip2Id, payload: payloadOf({ ...nft, caip2Id }, BigInt(String(nft.amount).trim())) };
    },
    amount: (payload) => String(payload.amount),
  },

  details: (p) => ({
    ...caipKeys(p),
    collectionAddress: p.collectionAddress,
    nftId: p.nftId,
    recipientWalletAddress: p.recipientWalletAddress,
    amount: p.amount,
    nftType: p.nftType,
  }),

  evmCall(p, from) {
    const collection = hexAddress(p.collectionAddress);
    const to = hexAddress(p.recipientWalletAddress);
    const id = BigInt(String(p.nftId));
    const amount = BigInt(String(p.amount));
    const sender = hexAddress(from);
    if (p.nftType === 'ERC721') {
      if (amount !== 1n) throw new SettlementFailure(ERC721_AMOUNT);
      const data = encodeFunctionData({
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [sender, to, id],
      });
      return { to: collection, data, value: 0n };
    }
    const data = encodeFunctionData({
      abi: erc1155Abi,
      functionName: 'safeTransferFrom',
      args: [sender, to, id, amount, '0x'],
    });
    return { to: collection, data, value: 0n };
  },

  settleOnLedger({ ctx, payload, network, user }) {
    const collectionAddress = String(payload.collectionAddress);
    if (!findCollection(ctx.db, network.caipId, collectionAddress))
      throw new SettlementFailure(`Collection ${collectionAddress} not found on ${network.caipId}`);
    const amount = BigInt(String(payload.amount));
    if (String(payload.nftType) === 'ERC721' && amount !== 1n) throw new SettlementFailure(ERC721_AMOUNT);
    const from = ownerForChainType(user, network.type);
    const to = String(payload.recipientWalletAddress);
    moveNft(ctx, network.caipId, collectionAddress, String(payload.nftId), from, to, amount);
  },
};
