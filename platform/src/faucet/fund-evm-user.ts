import { decodeFunctionResult, encodeFunctionData, erc20Abi, getAddress, type Hex } from 'viem';
import { satchelMinterAbi } from '../evm/artifacts/satchel-minter.js';
import { satchelTokenAbi } from '../evm/artifacts/satchel-token.js';
import type { EvmExecuted, EvmRuntime } from '../evm/evm-runtime.js';
import { PLATFORM_FAUCET, PLATFORM_MINTER, PLATFORM_PAYMASTER } from '../evm/platform-accounts.js';
import type { FaucetTokenRow } from './faucet-types.js';

/** A call the minter makes for the faucet (a mint) on one EVM network. */
export interface MinterCall {
  caipId: string;
  target: Hex;
  callData: Hex;
}

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

/**
 * Tops the user's userSWA up to each EVM token's faucet amount, plus the `extra` mints, in one transaction per
 * network: the faucet account calls the minter's `fund` (SatchelMinter) with the native top-up as its value, which
 * the minter passes on, and the ERC-20 mints as its calls, its gas paid by the platform's paymaster. A network with
 * nothing to do sends nothing. Returns the transactions to commit and each token's resulting balance.
 */
export async function fundEvmUser(
  evm: EvmRuntime,
  userSWA: string,
  tokens: FaucetTokenRow[],
  extra: MinterCall[],
): Promise<{ sent: EvmExecuted[]; amounts: Map<string, bigint> }> {
  const owner = userSWA as Hex;
  const plans = new Map<string, { value: bigint; calls: MinterCall[] }>();
  const plan = (caipId: string) => {
    const key = caipId.toLowerCase();
    if (!plans.has(key)) plans.set(key, { value: 0n, calls: [] });
    return plans.get(key)!;
  };
  const amounts = new Map<string, bigint>();
  for (const t of tokens) {
    const current = await evmBalance(evm, t, owner);
    const target = BigInt(t.faucet_amount);
    amounts.set(t.token_id, current < target ? target : current);
    if (current >= target) continue;
    if (t.address === '') plan(t.caip_id).value += target - current;
    else
      plan(t.caip_id).calls.push({
        caipId: t.caip_id,
        // Checksummed for the ABI encoder (a seeded address's case is not always its checksum).
        target: getAddress(t.address),
        callData: encodeFunctionData({
          abi: satchelTokenAbi,
          functionName: 'mint',
          args: [owner, target - current],
        }),
      });
  }
  for (const call of extra) plan(call.caipId).calls.push(call);
  const sent: EvmExecuted[] = [];
  for (const [caipId, { value, calls }] of plans) {
    const data = encodeFunctionData({
      abi: satchelMinterAbi,
      functionName: 'fund',
      args: [owner, calls.map(({ target, callData }) => ({ target, callData }))],
    });
    const call = { to: PLATFORM_MINTER, data, value };
    sent.push(
      await evm.send(caipId, {
        account: PLATFORM_FAUCET,
        call,
        feePayer: PLATFORM_PAYMASTER,
        intentId: null,
      }),
    );
  }
  return { sent, amounts };
}
