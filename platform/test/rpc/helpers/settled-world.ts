import type { Hex } from 'viem';
import { SEED_COLLECTIONS } from '../../../src/world/seed-collections.js';
import {
  executeIntent,
  getRead,
  orderOf,
  settleNow,
  startAliceAndBob,
} from '../../orders/helpers/chain-scenario.js';
import type { SeededSession } from '../../helpers/seed-session.js';
import type { TestPlatform } from '@satchel/test-support';

export const BASE = 'eip155:84532';
export const AMOY = 'eip155:80002';
export const USDC_BASE = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
export const { erc721, erc1155 } = SEED_COLLECTIONS;

/** An order as GET /orders answers it. */
export type Order = Record<string, any> & { downstream_transaction_hash: string[]; intent_id: string };

/** A real platform where alice (funded by the faucet) has sent bob ETH, USDC and NFTs, settled on the chains. */
export interface SettledWorld {
  platform: TestPlatform;
  alice: SeededSession;
  bob: SeededSession;
  /** 0.1 ETH on Base Sepolia. */
  native: Order;
  /** 5 USDC on Base Sepolia. */
  erc20: Order;
  /** alice's ERC-721 (its id in `nftId`) on Polygon Amoy. */
  nft721: Order & { nftId: string };
  /** 3 of the ERC-1155 badge 42 on Polygon Amoy. */
  nft1155: Order;
  /** An ERC-721 alice does not own: FAILED, reverted on the chain. */
  reverted: Order;
  /** The reverted transaction, found by its intentId on the chain (the FAILED order shows it as its hash). */
  revertedHash: Hex;
}

/** The transaction an order produced, searched from the chain's head down. */
async function transactionOf(platform: TestPlatform, caip2Id: string, intentId: string): Promise<Hex> {
  const reader = platform.chains.evmReader(caip2Id);
  if (!reader) throw new Error(`no EVM reader for ${caip2Id}`);
  for (let n = await reader.blockNumber(); n > 0n; n--) {
    for (const hash of (await reader.getBlock(n))?.transactions ?? []) {
      if ((await reader.getTransaction(hash))?.intentId === intentId) return hash;
    }
  }
  throw new Error(`no transaction of the order ${intentId}`);
}

/** Starts the platform on a frozen clock and settles the transfers through the whole execute path. */
export async function settledWorld(): Promise<SettledWorld> {
  const { platform, alice, bob } = await startAliceAndBob();
  const owned = ((await getRead(platform, alice, '/portfolio/nft')).details as Order[]).find(
    (n) => n.collection_address.toLowerCase() === erc721.collectionAddress.toLowerCase(),
  );
  if (!owned) throw new Error('the faucet gave alice no ERC-721');
  const to = bob.user.userSWA;
  const jobs = {
    native: await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: to,
      tokenAddress: '',
      amount: '100000000000000000',
    }),
    erc20: await executeIntent(platform, alice, 'TOKEN_TRANSFER', {
      caip2Id: BASE,
      recipientWalletAddress: to,
      tokenAddress: USDC_BASE,
      amount: '5000000',
    }),
    nft721: await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: owned.nft_id,
      recipientWalletAddress: to,
      collectionAddress: erc721.collectionAddress,
      nftType: 'ERC721',
      amount: '1',
    }),
    nft1155: await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: '42',
      recipientWalletAddress: to,
      collectionAddress: erc1155.collectionAddress,
      nftType: 'ERC1155',
      amount: '3',
    }),
    reverted: await executeIntent(platform, alice, 'NFT_TRANSFER', {
      caip2Id: AMOY,
      nftId: '999',
      recipientWalletAddress: to,
      collectionAddress: erc721.collectionAddress,
      nftType: 'ERC721',
      amount: '1',
    }),
  };
  await settleNow(platform);
  const order = (jobId: string) => orderOf(platform, alice, jobId);
  const reverted = await order(jobs.reverted);
  return {
    platform,
    alice,
    bob,
    native: await order(jobs.native),
    erc20: await order(jobs.erc20),
    nft721: { ...(await order(jobs.nft721)), nftId: owned.nft_id },
    nft1155: await order(jobs.nft1155),
    reverted,
    revertedHash: await transactionOf(platform, AMOY, reverted.intent_id),
  };
}
