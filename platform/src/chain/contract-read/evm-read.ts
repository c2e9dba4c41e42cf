import { echoInput, fmt, orderedArgs, type EvmReadData } from '@satchel/shared';
import {
  decodeFunctionResult,
  encodeFunctionData,
  encodeFunctionResult,
  getAddress,
  type Abi,
  type AbiFunction,
  type Hex,
} from 'viem';
import type { PlatformContext } from '../../context.js';
import { ApiError } from '../../http/api-error.js';
import { findTokenByAddress, type ClientNetworkRow } from '../../world/world-store.js';
import { balanceOf } from '../ledger.js';
import { findCollection, nftOwner, nftQuantity } from '../nft-store.js';
import { formatOutput } from './format-output.js';

const notHere = (details: string) => new ApiError('NOT_FOUND', { details });
const reverted = (details: string) =>
  new ApiError('VALIDATION_ERROR', { message: fmt.validationFailed([details]) });

/** Lowercased owner key of an address argument. */
const addr = (value: unknown) => String(value).toLowerCase();

/**
 * An EVM view call on a seeded contract (§14.10): ERC-20 name/symbol/decimals/totalSupply/balanceOf/allowance,
 * ERC-721 name/symbol/ownerOf/balanceOf/tokenURI, ERC-1155 balanceOf/uri, answered from the platform state and
 * passed through viem's encoder and decoder with the caller's fragment.
 */
export function evmRead(ctx: PlatformContext, network: ClientNetworkRow, data: EvmReadData): string[] {
  const fn = {
    ...data.abi,
    type: 'function',
    stateMutability: data.abi.stateMutability ?? 'view',
  } as AbiFunction;
  const abi = [fn] as Abi;
  const args = orderedArgs(data.abi.inputs, data.args);
  const signature = `${fn.name}(${fn.inputs.map((i) => i.type).join(',')})`;
  try {
    encodeFunctionData({ abi, functionName: fn.name, args });
  } catch {
    throw reverted(`arguments do not match ${echoInput(signature)}`);
  }
  const result = answer(ctx, network, data.contractAddress, signature, args);
  let encoded: Hex;
  try {
    encoded = encodeFunctionResult({
      abi,
      functionName: fn.name,
      result: (fn.outputs.length === 1 ? result[0] : result) as never,
    });
  } catch {
    throw reverted(`outputs of ${echoInput(signature)} do not match the contract`);
  }
  const decoded = decodeFunctionResult({ abi, functionName: fn.name, data: encoded }) as unknown;
  const values = fn.outputs.length === 1 ? [decoded] : (decoded as unknown[]);
  return fn.outputs.map((output, i) => formatOutput(output, values[i]));
}

function answer(
  ctx: PlatformContext,
  network: ClientNetworkRow,
  contract: string,
  signature: string,
  args: unknown[],
): unknown[] {
  const token = findTokenByAddress(ctx, network.networkId, contract);
  if (token && token.address !== '') {
    switch (signature) {
      case 'name()':
        return [token.name];
      case 'symbol()':
        return [token.symbol];
      case 'decimals()':
        return [token.decimals];
      case 'totalSupply()': {
        const rows = ctx.db.prepare('SELECT amount FROM balances WHERE token_id = ?').all(token.tokenId) as {
          amount: string;
        }[];
        return [rows.reduce((sum, r) => sum + BigInt(r.amount), 0n)];
      }
      case 'balanceOf(address)':
        return [balanceOf(ctx, token.tokenId, addr(args[0]))];
      case 'allowance(address,address)': {
        const row = ctx.db
          .prepare('SELECT amount FROM allowances WHERE token_id = ? AND owner_key = ? AND spender_key = ?')
          .get(token.tokenId, addr(args[0]), addr(args[1])) as { amount: string } | undefined;
        return [BigInt(row?.amount ?? '0')];
      }
    }
    throw notHere(
      `${echoInput(signature)} is not a function of ERC-20 ${token.symbol} on the local platform`,
    );
  }
  const collection = findCollection(ctx, network.caipId, contract);
  if (!collection) throw notHere(`Contract ${contract} is not on the local platform (${network.caipId})`);
  const caip = network.caipId;
  if (collection.standard === 'ERC721') {
    switch (signature) {
      case 'name()':
        return [collection.name];
      case 'symbol()':
        return [collection.symbol];
      case 'ownerOf(uint256)': {
        const owner = nftOwner(ctx, caip, contract, String(args[0]));
        if (!owner) throw reverted('ERC721: invalid token ID');
        return [getAddress(owner)];
      }
      case 'balanceOf(address)': {
        const row = ctx.db
          .prepare(
            `SELECT COUNT(*) AS n FROM nfts WHERE caip_key = ? AND collection_key = ? AND owner_key = ? AND quantity != '0'`,
          )
          .get(caip.toLowerCase(), contract.toLowerCase(), addr(args[0])) as { n: number };
        return [BigInt(row.n)];
      }
      case 'tokenURI(uint256)': {
        if (!nftOwner(ctx, caip, contract, String(args[0]))) throw reverted('ERC721: invalid token ID');
        return [collection.uri.replace('{id}', String(args[0]))];
      }
    }
    throw notHere(
      `${echoInput(signature)} is not a function of ERC-721 ${collection.name} on the local platform`,
    );
  }
  switch (signature) {
    case 'balanceOf(address,uint256)':
      return [nftQuantity(ctx, caip, contract, String(args[1]), addr(args[0]))];
    case 'uri(uint256)':
      return [collection.uri];
  }
  throw notHere(
    `${echoInput(signature)} is not a function of ERC-1155 ${collection.name} on the local platform`,
  );
}
