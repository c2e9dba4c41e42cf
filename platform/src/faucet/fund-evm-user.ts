import { decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import { satchelMinterAbi } from '../evm/artifacts/satchel-minter.js';
import type { EvmExecuted, EvmRuntime } from '../evm/evm-runtime.js';
import { PLATFORM_MINTER, PLATFORM_PAYMASTER } from '../evm/platform-accounts.js';
import type { AccountHolder } from '../evm/user-account.js';
import type { FaucetTokenRow } from './faucet-types.js';

/** What the minter's `claim` would do for the wallet on a network now (SatchelMinter's `due`, one eth_call). */
async function dueOn(evm: EvmRuntime, caipId: string, wallet: Hex) {
  const result = await evm.readers.get(caipId)!.call({
    to: PLATFORM_MINTER,
    data: encodeFunctionData({ abi: satchelMinterAbi, functionName: 'due', args: [wallet] }),
  });
  if (!result.ok) throw new Error(`the minter's due on ${caipId} failed: ${result.reason}`);
  const [tokens, held, amounts, welcome] = decodeFunctionResult({
    abi: satchelMinterAbi,
    functionName: 'due',
    data: result.returnData,
  });
  return { tokens: tokens.map((t) => t.toLowerCase()), held, amounts, welcome };
}

const ZERO = `0x${'0'.repeat(40)}`;

/** The wallet's call to the minter: SatchelMinter's `claim()` (no arguments: the minter knows the amounts). */
const CLAIM = {
  to: PLATFORM_MINTER,
  data: encodeFunctionData({ abi: satchelMinterAbi, functionName: 'claim' }),
  value: 0n,
};

/**
 * Tops the user's wallet up to each EVM token's faucet amount and, on the NFT chain, has the welcome NFTs minted
 * once: one transaction per network with something due, a call from the wallet (the executor → the wallet's
 * `execute(minter, 0, claim())`, docs/accounts.md), its gas paid by the platform's paymaster. The minter
 * (SatchelMinter, its configuration placed from the seed: place-minter.ts) holds the rules and the amounts: the
 * platform asks it what is due (`due`) and claims where anything is, so a network whose tokens are at their amounts,
 * with no welcome NFTs due, sends nothing. Returns the transactions to commit and each token's resulting balance.
 */
export async function fundEvmUser(
  evm: EvmRuntime,
  holder: AccountHolder,
  tokens: FaucetTokenRow[],
): Promise<{ sent: EvmExecuted[]; amounts: Map<string, bigint> }> {
  const wallet = holder.userSWA as Hex;
  const amounts = new Map<string, bigint>();
  const sent: EvmExecuted[] = [];
  for (const caipId of new Set(tokens.map((t) => t.caip_id.toLowerCase()))) {
    const due = await dueOn(evm, caipId, wallet);
    for (const t of tokens.filter((x) => x.caip_id.toLowerCase() === caipId)) {
      const i = due.tokens.indexOf(t.address === '' ? ZERO : t.address.toLowerCase());
      if (i < 0)
        throw new Error(`the minter on ${t.caip_id} tops up no ${t.symbol} (${t.address || 'native'})`);
      amounts.set(t.token_id, due.held[i] < due.amounts[i] ? due.amounts[i] : due.held[i]);
    }
    if (due.welcome || due.held.some((held, i) => held < due.amounts[i]))
      sent.push(
        await evm.send(caipId, {
          account: holder,
          call: CLAIM,
          feePayer: PLATFORM_PAYMASTER,
          intentId: null,
        }),
      );
  }
  return { sent, amounts };
}
