import { concat, encodeAbiParameters, getAbiItem, toFunctionSelector, type Hex } from 'viem';
import { satchelAccountAbi } from './artifacts/satchel-account.js';
import type { LayeredState, PrepareState } from './layered-state.js';
import { PLATFORM_EXECUTOR } from './platform-accounts.js';
import { placeUserAccount, type AccountHolder } from './user-account.js';

/** A call as an order means it: from the user's wallet; `to` absent for a contract creation. */
export interface WalletCall {
  from: Hex;
  to?: Hex;
  data: Hex;
  value: bigint;
  /** Who pays the gas; the sender when absent. */
  feePayer?: Hex;
}

// The wallet's two entries, their selectors computed once (every order encodes one).
const EXECUTE = getAbiItem({ abi: satchelAccountAbi, name: 'execute' });
const DEPLOY = getAbiItem({ abi: satchelAccountAbi, name: 'deploy' });
const EXECUTE_SELECTOR = toFunctionSelector(EXECUTE);
const DEPLOY_SELECTOR = toFunctionSelector(DEPLOY);

/** What the account is asked to do: `execute(to, value, data)`, or `deploy(value, initCode)` when `to` is absent. */
export function accountCallData(call: Pick<WalletCall, 'to' | 'data' | 'value'>): Hex {
  return call.to === undefined
    ? concat([DEPLOY_SELECTOR, encodeAbiParameters(DEPLOY.inputs, [call.value, call.data])])
    : concat([EXECUTE_SELECTOR, encodeAbiParameters(EXECUTE.inputs, [call.to, call.value, call.data])]);
}

/**
 * The transaction that makes a call from a user's wallet (docs/accounts.md): the platform's executor calls the user's
 * account (SatchelAccount), which makes the call, so the target sees the wallet as `msg.sender` and the executor as
 * `tx.origin`. The wallet pays the gas unless another fee payer is named (the paymaster, where the client sponsors
 * the network), exactly gas used × gas price as before. `prepare` places the account in the same block when the
 * wallet has no code yet (a user the first login did not place: one inserted directly, an older database).
 */
export function throughAccount<T extends WalletCall>(
  call: T,
  wallet: AccountHolder,
): T & { to: Hex; prepare: PrepareState } {
  return {
    ...call,
    from: PLATFORM_EXECUTOR,
    to: call.from,
    data: accountCallData(call),
    value: 0n,
    feePayer: call.feePayer ?? call.from,
    prepare: (state: LayeredState) => placeUserAccount(state, wallet),
  };
}
