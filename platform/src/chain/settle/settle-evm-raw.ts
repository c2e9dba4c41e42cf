import { decodeFunctionData, erc1155Abi, erc20Abi, erc721Abi, type Hex } from 'viem';
import type { PlatformContext } from '../../context.js';
import { findTokenByAddress, type TokenRow } from '../../world/world-store.js';
import { transferToken } from '../ledger.js';
import { findCollection, moveNft, nftOwner } from '../nft-store.js';
import { SettlementFailure } from '../settlement-failure.js';
import type { SettleInput } from './settle-context.js';

const reverted = (why: string) => new SettlementFailure(`Execution reverted: ${why}`);

function decode<A extends readonly unknown[]>(abi: A, data: Hex, contract: string) {
  try {
    return decodeFunctionData({ abi: abi as never, data }) as {
      functionName: string;
      args: readonly unknown[];
    };
  } catch {
    throw reverted(`unknown function selector ${data.slice(0, 10)} on ${contract}`);
  }
}

function allowance(ctx: PlatformContext, token: TokenRow, owner: string, spender: string): bigint {
  const row = ctx.db
    .prepare('SELECT amount FROM allowances WHERE token_id = ? AND owner_key = ? AND spender_key = ?')
    .get(token.tokenId, owner.toLowerCase(), spender.toLowerCase()) as { amount: string } | undefined;
  return BigInt(row?.amount ?? '0');
}

function setAllowance(
  ctx: PlatformContext,
  token: TokenRow,
  owner: string,
  spender: string,
  amount: bigint,
): void {
  ctx.db
    .prepare(
      `INSERT INTO allowances (token_id, owner_key, spender_key, amount) VALUES (?, ?, ?, ?)
       ON CONFLICT (token_id, owner_key, spender_key) DO UPDATE SET amount = excluded.amount`,
    )
    .run(token.tokenId, owner.toLowerCase(), spender.toLowerCase(), amount.toString());
}

/** ERC-20 calls on a seeded token contract: transfer, transferFrom (spends the allowance), approve. */
function erc20Call(input: SettleInput, token: TokenRow, caller: string, data: Hex): void {
  const { ctx, intentId, txHash } = input;
  const { functionName, args } = decode(erc20Abi, data, token.symbol);
  if (functionName === 'transfer') {
    const [to, amount] = args as [string, bigint];
    transferToken(ctx, { token, from: caller, to, amount, intentId, txHash });
  } else if (functionName === 'transferFrom') {
    const [from, to, amount] = args as [string, string, bigint];
    if (from.toLowerCase() !== caller.toLowerCase()) {
      const allowed = allowance(ctx, token, from, caller);
      if (allowed < amount) throw reverted('ERC20: insufficient allowance');
      setAllowance(ctx, token, from, caller, allowed - amount);
    }
    transferToken(ctx, { token, from, to, amount, intentId, txHash });
  } else if (functionName === 'approve') {
    const [spender, amount] = args as [string, bigint];
    setAllowance(ctx, token, caller, spender, amount);
  } else throw reverted(`${functionName} is a read-only function`);
}

/** ERC-721 / ERC-1155 calls on a seeded collection: transferFrom, safeTransferFrom, approve. */
function nftCall(input: SettleInput, standard: string, collection: string, caller: string, data: Hex): void {
  const { ctx, network } = input;
  const caip = network.caipId;
  if (standard === 'ERC1155') {
    const { functionName, args } = decode(erc1155Abi, data, collection);
    if (functionName !== 'safeTransferFrom')
      throw reverted(`${functionName} is not simulated on ${collection}`);
    const [from, to, id, amount] = args as [string, string, bigint, bigint];
    if (from.toLowerCase() !== caller.toLowerCase())
      throw reverted('ERC1155: caller is not owner nor approved');
    moveNft(ctx, caip, collection, id.toString(), from, to, amount);
    return;
  }
  const { functionName, args } = decode(erc721Abi, data, collection);
  if (functionName === 'transferFrom' || functionName === 'safeTransferFrom') {
    const [from, to, id] = args as [string, string, bigint];
    const owner = nftOwner(ctx, caip, collection, id.toString());
    if (owner !== from.toLowerCase())
      throw new SettlementFailure(`NFT ${id} of ${collection} is not owned by ${from}`);
    const approved = ctx.db
      .prepare(
        'SELECT approved_key FROM nft_approvals WHERE caip_key = ? AND collection_key = ? AND nft_id = ?',
      )
      .get(caip.toLowerCase(), collection.toLowerCase(), id.toString()) as
      { approved_key: string } | undefined;
    if (owner !== caller.toLowerCase() && approved?.approved_key !== caller.toLowerCase())
      throw reverted('ERC721: caller is not token owner or approved');
    moveNft(ctx, caip, collection, id.toString(), from, to, 1n);
  } else if (functionName === 'approve') {
    const [to, id] = args as [string, bigint];
    if (nftOwner(ctx, caip, collection, id.toString()) !== caller.toLowerCase())
      throw reverted('ERC721: approve caller is not token owner');
    ctx.db
      .prepare(
        `INSERT INTO nft_approvals (caip_key, collection_key, nft_id, approved_key) VALUES (?, ?, ?, ?)
         ON CONFLICT (caip_key, collection_key, nft_id) DO UPDATE SET approved_key = excluded.approved_key`,
      )
      .run(caip.toLowerCase(), collection.toLowerCase(), id.toString(), to.toLowerCase());
  } else throw reverted(`${functionName} is not simulated on ${collection}`);
}

/**
 * RAW_TRANSACTION on EVM: `from` must be the user's account; `value` moves the native token; calls to the seeded
 * ERC-20/721/1155 contracts are interpreted; data sent to any other address succeeds without effect (an account
 * or contract the simulation does not model).
 */
export function settleEvmRaw(input: SettleInput): void {
  const { ctx, intentId, network, user, txHash, payload } = input;
  // The ledger dispatches every non-Aptos raw transaction here; a Solana one waits for the Solana runtime.
  if (network.type === 'SVM') throw new SettlementFailure('Solana raw transactions need the Solana runtime');
  const tx = (payload.transactions as Record<string, unknown>[])[0];
  const from = String(tx.from);
  const to = String(tx.to);
  const data = (typeof tx.data === 'string' ? tx.data : '0x') as Hex;
  const value = BigInt(String(tx.value ?? '0x0'));
  if (from.toLowerCase() !== user.userSWA.toLowerCase())
    throw new SettlementFailure(`Sender ${from} is not the user's account`);
  if (value > 0n) {
    const native = findTokenByAddress(ctx, network.networkId, '');
    if (!native) throw new SettlementFailure(`No native token on ${network.caipId}`);
    transferToken(ctx, { token: native, from, to, amount: value, intentId, txHash });
  }
  if (data === '0x') return;
  const token = findTokenByAddress(ctx, network.networkId, to);
  if (token && token.address !== '') return erc20Call(input, token, from, data);
  const collection = findCollection(ctx, network.caipId, to);
  if (collection) return nftCall(input, collection.standard, to, from, data);
}
