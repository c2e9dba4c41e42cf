import type { PlatformContext } from '../context.js';
import { balanceOf, recordActivity, setBalance } from './ledger.js';
import { creditNft, nftIdKey } from './nft-store.js';
import { FAUCET_BADGE_ID, FAUCET_BADGE_QUANTITY, SEED_COLLECTIONS, seedChainWorld } from './seed.js';
import { downstreamHash } from './downstream-hash.js';

export interface FaucetUser {
  userId: string;
  userSWA: string;
  aptosAddress: string;
  solanaAddress: string;
}

export interface FaucetBalance {
  caip2Id: string;
  tokenAddress: string;
  symbol: string;
  owner: string;
  /** Smallest unit. */
  amount: string;
}

interface FaucetTokenRow {
  token_id: string;
  caip_id: string;
  type: 'EVM' | 'APT' | 'SVM';
  address: string;
  symbol: string;
  faucet_amount: string;
}

/** The account of the user on a chain of the given type. */
export function ownerForChainType(
  user: Pick<FaucetUser, 'userSWA' | 'aptosAddress' | 'solanaAddress'>,
  type: 'EVM' | 'APT' | 'SVM',
): string {
  if (type === 'EVM') return user.userSWA;
  if (type === 'APT') return user.aptosAddress;
  return user.solanaAddress;
}

/** First faucet call for a user: one ERC-721 (next free id) and five of the ERC-1155 badge. */
function mintWelcomeNfts(ctx: PlatformContext, user: FaucetUser): void {
  const done = ctx.db
    .prepare(`SELECT 1 FROM used_values WHERE scope = 'faucet_nfts' AND value = ?`)
    .get(user.userId);
  if (done) return;
  seedChainWorld(ctx);
  const { erc721, erc1155 } = SEED_COLLECTIONS;
  const row = ctx.db
    .prepare(
      'SELECT MAX(CAST(nft_id AS INTEGER)) AS maxId FROM nfts WHERE caip_key = ? AND collection_key = ?',
    )
    .get(erc721.caipId.toLowerCase(), erc721.collectionAddress.toLowerCase()) as { maxId: number | null };
  const id = String((row.maxId ?? 0) + 1);
  creditNft(ctx, erc721.caipId, erc721.collectionAddress, id, user.userSWA, 1n, {
    nftName: `Satchel Explorer #${id}`,
    tokenUri: erc721.uri.replace('{id}', id),
    description: erc721.description,
    image: `https://nft.satchel.dev/explorers/${id}.png`,
  });
  creditNft(
    ctx,
    erc1155.caipId,
    erc1155.collectionAddress,
    nftIdKey(erc1155.caipId, FAUCET_BADGE_ID),
    user.userSWA,
    FAUCET_BADGE_QUANTITY,
    {
      nftName: `Satchel Badge #${FAUCET_BADGE_ID}`,
      tokenUri: erc1155.uri.replace('{id}', FAUCET_BADGE_ID),
      description: erc1155.description,
      image: `https://nft.satchel.dev/badges/${FAUCET_BADGE_ID}.png`,
    },
  );
  ctx.db
    .prepare(`INSERT INTO used_values (scope, value, used_at) VALUES ('faucet_nfts', ?, ?)`)
    .run(user.userId, Math.floor(ctx.now() / 1000));
}

/**
 * Tops the user's accounts up to each token's faucet amount (every seeded chain, or only `caip2Id`), writing a
 * DEPOSIT activity for each credit, and on the first call mints the welcome NFTs. One transaction; returns the
 * resulting balances.
 */
export function fundUser(ctx: PlatformContext, user: FaucetUser, caip2Id?: string): FaucetBalance[] {
  const tokens = ctx.db
    .prepare(
      `SELECT t.token_id, n.caip_id, n.type, t.address, t.symbol, t.faucet_amount
       FROM tokens t JOIN networks n ON n.network_id = t.network_id
       WHERE (? IS NULL OR n.caip_key = ?) ORDER BY n.rowid, t.rowid`,
    )
    .all(caip2Id?.toLowerCase() ?? null, caip2Id?.toLowerCase() ?? null) as FaucetTokenRow[];
  return ctx.db.transaction(() => {
    const balances = tokens.map((t) => {
      const owner = ownerForChainType(user, t.type);
      const current = balanceOf(ctx, t.token_id, owner);
      const target = BigInt(t.faucet_amount);
      if (current < target) {
        setBalance(ctx, t.token_id, owner, target);
        const txHash = downstreamHash(t.caip_id, `faucet:${user.userId}:${t.token_id}:${ctx.now()}`);
        recordActivity(ctx, {
          owner,
          tokenId: t.token_id,
          intentId: null,
          transferType: 'DEPOSIT',
          orderType: 'FAUCET',
          quantity: target - current,
          txHash,
        });
      }
      return {
        caip2Id: t.caip_id,
        tokenAddress: t.address,
        symbol: t.symbol,
        owner,
        amount: (current < target ? target : current).toString(),
      };
    });
    if (caip2Id === undefined || caip2Id.toLowerCase() === SEED_COLLECTIONS.erc721.caipId)
      mintWelcomeNfts(ctx, user);
    return balances;
  })();
}
