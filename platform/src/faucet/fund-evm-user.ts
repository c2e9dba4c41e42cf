import { decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex } from 'viem';
import { satchelMinterAbi } from '../evm/artifacts/satchel-minter.js';
import type { EvmExecuted, EvmRuntime } from '../evm/evm-runtime.js';
import { PLATFORM_MINTER, PLATFORM_PAYMASTER } from '../evm/platform-accounts.js';
import type { AccountHolder } from '../evm/user-account.js';
import type { FaucetTokenRow } from './faucet-types.js';

/** The user's balance of a token on an in-process EVM chain (native from the account, ERC-20 by eth_call). */
async function evmBalance(evm: EvmRuntime, t: FaucetTokenRow, owner: Hex): Promise<bigint> {
  const reader = evm.readers.get(t.caip_id.toLowerCase())!;
  if (t.address === '') return reader.getBalance(owner);
  const result = await reader.call({
    to: t.address as Hex,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
  });
  if (!result.ok) throw new Error(`balanceOf on ${t.symbol} (${t.caip_id}) failed: ${result.reason}`);
  return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: result.returnData });
}

/** The wallet's call to the minter: SatchelMinter's `claim()` (no arguments: the minter knows the amounts). */
const CLAIM = {
  to: PLATFORM_MINTER,
  data: encodeFunctionData({ abi: satchelMinterAbi, functionName: 'claim' }),
  value: 0n,
};

/**
 * Tops the user's wallet up to each EVM token's faucet amount and, with `welcomeOn` (the NFT chain, while the user has
 * not had them), has the welcome NFTs minted: one transaction per network with something to do, a call from the
 * wallet (the executor → the wallet's `execute(minter, 0, claim())`, docs/accounts.md), its gas paid by the
 * platform's paymaster. The minter (SatchelMinter) holds the rules and amounts, sends the native top-up from its own
 * balance and mints the rest to the wallet; the top-ups decided here are the same (the seeded faucet amounts), so
 * a network whose tokens are all at their amounts, without welcome NFTs due, sends nothing. Returns the transactions
 * to commit and each token's resulting balance.
 */
export async function fundEvmUser(
  evm: EvmRuntime,
  holder: AccountHolder,
  tokens: FaucetTokenRow[],
  welcomeOn?: string,
): Promise<{ sent: EvmExecuted[]; amounts: Map<string, bigint> }> {
  const wallet = holder.userSWA as Hex;
  const networks = new Set<string>(welcomeOn ? [welcomeOn.toLowerCase()] : []);
  const amounts = new Map<string, bigint>();
  for (const t of tokens) {
    const current = await evmBalance(evm, t, wallet);
    const target = BigInt(t.faucet_amount);
    amounts.set(t.token_id, current < target ? target : current);
    if (current < target) networks.add(t.caip_id.toLowerCase());
  }
  const sent: EvmExecuted[] = [];
  const inSeedOrder = new Set([...tokens.map((t) => t.caip_id.toLowerCase()), ...networks]);
  for (const caipId of inSeedOrder)
    if (networks.has(caipId))
      sent.push(
        await evm.send(caipId, {
          account: holder,
          call: CLAIM,
          feePayer: PLATFORM_PAYMASTER,
          intentId: null,
        }),
      );
  return { sent, amounts };
}
