import { getAddress, keccak256, toHex } from 'viem';
import type { PlatformContext } from '../context.js';
import { insertCollection } from './collection-store.js';

/** The EVM chain the seeded NFT contracts live on (sponsored, as in the NFT_TRANSFER vector). */
export const NFT_CHAIN = 'eip155:80002';

const derivedAddress = (label: string) => getAddress(`0x${keccak256(toHex(label)).slice(-40)}`);

/** The seeded collections; the ERC-1155 one sits at the address the protocol vectors use. */
export const SEED_COLLECTIONS = {
  erc721: {
    caipId: NFT_CHAIN,
    collectionAddress: derivedAddress('satchel:nft:explorers'),
    name: 'Satchel Explorers',
    symbol: 'SXPL',
    uri: 'https://nft.satchel.dev/explorers/{id}.json',
    description: 'One explorer per wallet, minted at first login',
    standard: 'ERC721',
    creatorKey: null,
    image: 'https://nft.satchel.dev/explorers/cover.png',
  },
  erc1155: {
    caipId: NFT_CHAIN,
    collectionAddress: getAddress('0x5a7c0d3ebf4a6c8d9eafb01c2d3e4f5a6b7c8d9e'),
    name: 'Satchel Badges',
    symbol: 'SBDG',
    uri: 'https://nft.satchel.dev/badges/{id}.json',
    description: 'Badges handed out in fives',
    standard: 'ERC1155',
    creatorKey: null,
    image: 'https://nft.satchel.dev/badges/cover.png',
  },
} as const;

/** ERC-1155 id every new user receives five of. */
export const FAUCET_BADGE_ID = '42';
export const FAUCET_BADGE_QUANTITY = 5n;

/** Seeds the chain side of the world (the NFT collections); idempotent, existing rows stay. */
export function seedChainWorld(ctx: PlatformContext): void {
  for (const collection of Object.values(SEED_COLLECTIONS)) insertCollection(ctx.db, collection);
}
