import { encodeFunctionData, type Hex } from 'viem';
import type { Db } from '../db/open-database.js';
import { findUserBySwa } from '../world/user-store.js';
import { satchelAccountAbi } from './artifacts/satchel-account.js';
import type { LayeredState, PrepareState } from './layered-state.js';
import { PLATFORM_EXECUTOR } from './platform-accounts.js';
import { placeUserAccount } from './user-account.js';

/** A call as an order means it: from the user's wallet; `to` absent for a contract creation. */
export interface WalletCall {
  from: Hex;
  to?: Hex;
  data: Hex;
  value: bigint;
  /** Who pays the gas; the sender when absent. */
  feePayer?: Hex;
}

/** What the account is asked to do: `execute(to, value, data)`, or `deploy(value, initCode)` when `to` is absent. */
export function accountCallData(call: Pick<WalletCall, 'to' | 'data' | 'value'>): Hex {
  return call.to === undefined
    ? encodeFunctionData({ abi: satchelAccountAbi, functionName: 'deploy', args: [call.value, call.data] })
    : encodeFunctionData({
        abi: satchelAccountAbi,
        functionName: 'execute',
        args: [call.to, call.value, call.data],
      });
}

/**
 * The transaction that makes a call from a user's wallet (docs/accounts.md): the platform's executor calls the user's
 * account (SatchelAccount), which makes the call, so the target sees the wallet as `msg.sender` and the executor as
 * `tx.origin`. The wallet pays the gas unless another fee payer is named (the paymaster, where the client
 * sponsors the network), exactly gas used × gas price as before. `prepare` places the account in the same block when
 * the wallet has no code yet (a user the first login did not place: one inserted directly, an older database).
 * A call from any other sender (the platform's own accounts) is returned as it is.
 */
export function throughAccount<T extends WalletCall>(db: Db, call: T): T & { prepare?: PrepareState } {
  const user = findUserBySwa(db, call.from);
  if (!user) return call;
  return {
    ...call,
    from: PLATFORM_EXECUTOR,
    to: call.from,
    data: accountCallData(call),
    value: 0n,
    feePayer: call.feePayer ?? call.from,
    prepare: (state: LayeredState) => placeUserAccount(state, user),
  };
}
