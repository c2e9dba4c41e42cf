import { decodeAbiParameters, type Hex } from 'viem';
import type { EvmLogRecord, EvmTransactionRecord } from './evm-chain-reader.js';
import { balanceOf, recordActivity, setBalance } from '../ledger/ledger.js';
import { creditNft, debitNft, type NftMeta } from '../ledger/nft-holdings.js';
import { findCollection } from '../world/collection-store.js';
import { SEED_COLLECTIONS } from '../world/seed-collections.js';
import type { PlatformContext } from '../context.js';
import { findTokenByAddress, type TokenRow } from '../world/token-store.js';
import { networkIdOf } from '../world/seed-world.js';
import { accountValueMoves, minterValueMoves } from './account-value-moves.js';
import type { StateLayer } from './layered-state.js';

/** keccak256 of the event signatures (ERC-20/721 Transfer, ERC-1155 TransferSingle/TransferBatch). */
const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const TRANSFER_SINGLE = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62';
const TRANSFER_BATCH = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb';
const ZERO = `0x${'0'.repeat(40)}`;

const topicAddress = (topic: Hex) => `0x${topic.slice(-40)}`;

/** The metadata a freshly minted NFT of a seeded collection gets (as the faucet's welcome NFTs always had). */
function mintMeta(collection: string, id: string): NftMeta {
  const { erc721, erc1155 } = SEED_COLLECTIONS;
  const seeded = collection.toLowerCase() === erc721.collectionAddress.toLowerCase() ? erc721 : erc1155;
  const isExplorer = seeded === erc721;
  return {
    nftName: `${isExplorer ? 'Satchel Explorer' : 'Satchel Badge'} #${id}`,
    tokenUri: seeded.uri.replace('{id}', id),
    description: seeded.description,
    image: `https://nft.satchel.dev/${isExplorer ? 'explorers' : 'badges'}/${id}.png`,
  };
}

function moveNftIndexed(
  ctx: PlatformContext,
  caipId: string,
  log: EvmLogRecord,
  from: string,
  to: string,
  id: bigint,
  qty: bigint,
) {
  const nftId = id.toString();
  const meta = from === ZERO ? undefined : debitNft(ctx, caipId, log.address, nftId, from, qty);
  if (to !== ZERO) creditNft(ctx, caipId, log.address, nftId, to, qty, meta ?? mintMeta(log.address, nftId));
}

function indexErc20(ctx: PlatformContext, token: TokenRow, tx: EvmTransactionRecord, log: EvmLogRecord) {
  const from = topicAddress(log.topics[1]);
  const to = topicAddress(log.topics[2]);
  const [amount] = decodeAbiParameters([{ type: 'uint256' }], log.data);
  if (amount === 0n) return;
  const common = {
    tokenId: token.tokenId,
    intentId: tx.intentId,
    orderType: tx.intentId === null ? 'FAUCET' : 'EXTERNAL_TRANSFER',
    quantity: amount,
    txHash: tx.hash,
  };
  if (from !== ZERO) {
    setBalance(ctx, token.tokenId, from, balanceOf(ctx, token.tokenId, from) - amount);
    recordActivity(ctx, { ...common, owner: from, transferType: 'WITHDRAWAL' });
  }
  if (to !== ZERO) {
    setBalance(ctx, token.tokenId, to, balanceOf(ctx, token.tokenId, to) + amount);
    recordActivity(ctx, { ...common, owner: to, transferType: 'DEPOSIT' });
  }
}

function indexLog(ctx: PlatformContext, caipId: string, tx: EvmTransactionRecord, log: EvmLogRecord) {
  const topic0 = log.topics[0]?.toLowerCase();
  if (topic0 === TRANSFER && log.topics.length === 3) {
    const token = findTokenByAddress(ctx.db, networkIdOf(caipId), log.address);
    if (token && token.address !== '') indexErc20(ctx, token, tx, log);
    return;
  }
  const nftTransfer =
    (topic0 === TRANSFER && log.topics.length === 4) ||
    topic0 === TRANSFER_SINGLE ||
    topic0 === TRANSFER_BATCH;
  // Most logs are no transfer (an entry point's UserOperationEvent, a job manager's JobInitiated): no lookup for them.
  if (!nftTransfer || !findCollection(ctx.db, caipId, log.address)) return;
  if (topic0 === TRANSFER && log.topics.length === 4) {
    const id = BigInt(log.topics[3]);
    moveNftIndexed(ctx, caipId, log, topicAddress(log.topics[1]), topicAddress(log.topics[2]), id, 1n);
  } else if (topic0 === TRANSFER_SINGLE) {
    const [id, qty] = decodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], log.data);
    moveNftIndexed(ctx, caipId, log, topicAddress(log.topics[2]), topicAddress(log.topics[3]), id, qty);
  } else if (topic0 === TRANSFER_BATCH) {
    const [ids, qtys] = decodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], log.data);
    ids.forEach((id, i) =>
      moveNftIndexed(ctx, caipId, log, topicAddress(log.topics[2]), topicAddress(log.topics[3]), id, qtys[i]),
    );
  }
}

/**
 * Keeps the portfolio, activity and NFT tables in step with a committed transaction: Transfer / TransferSingle /
 * TransferBatch logs of the seeded tokens and collections, the native value moved (activity: the transaction's own,
 * what a user's account or the minter sent inside it) and the native balance of every account it touched (exact, from the
 * state). Inside the commit's transaction.
 */
export function indexTransaction(
  ctx: PlatformContext,
  caipId: string,
  tx: EvmTransactionRecord,
  layer: StateLayer,
) {
  const native = findTokenByAddress(ctx.db, networkIdOf(caipId), '');
  if (native) {
    for (const [address, account] of layer.accounts) {
      const balance = account?.balance ?? 0n;
      if (balance !== 0n || balanceOf(ctx, native.tokenId, address) !== 0n)
        setBalance(ctx, native.tokenId, address, balance);
    }
    const moves = [...accountValueMoves(tx), ...minterValueMoves(tx)];
    if (tx.status === 'success' && tx.value > 0n && tx.to !== null)
      moves.push({ from: tx.from, to: tx.to, value: tx.value });
    for (const move of moves) {
      const common = {
        tokenId: native.tokenId,
        intentId: tx.intentId,
        orderType: tx.intentId === null ? 'FAUCET' : 'EXTERNAL_TRANSFER',
        quantity: move.value,
        txHash: tx.hash,
      };
      recordActivity(ctx, { ...common, owner: move.from, transferType: 'WITHDRAWAL' });
      recordActivity(ctx, { ...common, owner: move.to, transferType: 'DEPOSIT' });
    }
  }
  for (const log of tx.logs) indexLog(ctx, caipId, tx, log);
}
