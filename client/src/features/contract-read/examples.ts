import { chainTypeOf } from '@satchel/shared';
import type { Chain, Token } from '../../backend/types.js';

export const BALANCE_OF_ABI = {
  inputs: [{ name: 'account', type: 'address' }],
  name: 'balanceOf',
  outputs: [{ name: '', type: 'uint256' }],
  stateMutability: 'view',
  type: 'function',
};

export interface EvmExample {
  caip2Id: string;
  contractAddress: string;
  abi: string;
  args: string;
  label: string;
}

/** ERC-20 `balanceOf(user)` on the first seeded EVM token that is a contract. */
export function erc20Example(tokens: Token[] | undefined, userSWA: string): EvmExample | undefined {
  const token = (tokens ?? []).find(
    (t) => chainTypeOf(t.caipId) === 'EVM' && /^0x[0-9a-fA-F]{40}$/.test(t.address),
  );
  if (!token) return undefined;
  return {
    caip2Id: token.caipId,
    contractAddress: token.address,
    abi: JSON.stringify(BALANCE_OF_ABI, null, 2),
    args: JSON.stringify({ account: userSWA }),
    label: `${token.symbol} balanceOf(you)`,
  };
}

export interface AptosExample {
  caip2Id: string;
  function: string;
  typeArguments: string[];
  functionArguments: string[];
}

/** `0x1::coin::balance<AptosCoin>(your Aptos address)` on the first Aptos network. */
export function aptosExample(
  chains: Chain[] | undefined,
  accounts: { caipId: string; address: string }[] | undefined,
): AptosExample | undefined {
  const chain = (chains ?? []).find((c) => chainTypeOf(c.caipId) === 'APTOS');
  if (!chain) return undefined;
  const account = (accounts ?? []).find((a) => a.caipId.toLowerCase() === chain.caipId.toLowerCase());
  return {
    caip2Id: chain.caipId,
    function: '0x1::coin::balance',
    typeArguments: ['0x1::aptos_coin::AptosCoin'],
    functionArguments: [account?.address ?? ''],
  };
}
