import { encodeFunctionData, erc1155Abi, erc20Abi, erc721Abi, type Hex } from 'viem';
import type { SettleInput } from '../chains/settle-input.js';
import { SettlementFailure } from '../chains/settlement-failure.js';
import { CREATE_ADDRESS } from './platform-accounts.js';

/** What an order sends from the user's account: `to` absent for a contract creation. */
export interface IntentCall {
  to?: Hex;
  data: Hex;
  value: bigint;
}

/** Addresses as lowercase hex: the wire accepts any case, viem's encoder rejects a mixed case that is no checksum. */
const address = (value: unknown) => String(value).toLowerCase() as Hex;

function tokenTransfer(payload: Record<string, unknown>): IntentCall {
  const to = address(payload.recipientWalletAddress);
  const amount = BigInt(String(payload.amount));
  const token = String(payload.tokenAddress);
  if (token === '') return { to, data: '0x', value: amount };
  return {
    to: address(token),
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    value: 0n,
  };
}

/** ERC-721 by `safeTransferFrom(from, to, id)`: what wallets send, and a contract recipient must accept it. */
function nftTransfer(payload: Record<string, unknown>, from: Hex): IntentCall {
  const collection = address(payload.collectionAddress);
  const to = address(payload.recipientWalletAddress);
  const id = BigInt(String(payload.nftId));
  const amount = BigInt(String(payload.amount));
  if (payload.nftType === 'ERC721') {
    if (amount !== 1n) throw new SettlementFailure('ERC721 transfers must have amount exactly 1');
    const data = encodeFunctionData({
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [from, to, id],
    });
    return { to: collection, data, value: 0n };
  }
  const data = encodeFunctionData({
    abi: erc1155Abi,
    functionName: 'safeTransferFrom',
    args: [from, to, id, amount, '0x'],
  });
  return { to: collection, data, value: 0n };
}

/**
 * RAW_TRANSACTION `{from, to, data, value}`: any contract, any calldata. The wire requires `to`, so a
 * deployment is sent to the zero address with the creation code as `data` (no one can call the zero address).
 */
function rawTransaction(payload: Record<string, unknown>, from: Hex): IntentCall {
  const tx = (payload.transactions as Record<string, unknown>[])[0];
  if (String(tx.from).toLowerCase() !== from.toLowerCase())
    throw new SettlementFailure(`Sender ${String(tx.from)} is not the user's account`);
  const data = (typeof tx.data === 'string' ? tx.data : '0x') as Hex;
  const value = BigInt(String(tx.value ?? '0x0'));
  const to = address(tx.to);
  if (to === CREATE_ADDRESS && data !== '0x') return { data, value };
  return { to, data, value };
}

/** The transaction an EVM order sends from the user's account (NFT_CREATE_COLLECTION/NFT_MINT are Aptos-only). */
export function intentCall(intentType: string, input: SettleInput): IntentCall {
  const from = address(input.user.userSWA);
  if (intentType === 'TOKEN_TRANSFER') return tokenTransfer(input.payload);
  if (intentType === 'NFT_TRANSFER') return nftTransfer(input.payload, from);
  if (intentType === 'RAW_TRANSACTION') return rawTransaction(input.payload, from);
  throw new SettlementFailure(`${intentType} is not supported on EVM chains`);
}
