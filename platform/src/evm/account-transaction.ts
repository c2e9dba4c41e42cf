import { concat, encodeAbiParameters, getAbiItem, toFunctionSelector, type Hex } from 'viem';
import { satchelAccountAbi } from './artifacts/satchel-account.js';
import type { SendRequest } from './mined-transaction.js';
import type { LayeredState } from './layered-state.js';
import { PLATFORM_EXECUTOR } from './platform-accounts.js';
import { placeUserAccount, type AccountHolder } from './user-account.js';

/** A call as an order means it: `to` absent for a contract creation. */
type WalletCall = Pick<SendRequest, 'to' | 'data' | 'value'>;

// The wallet's two entries, their selectors computed once (every order encodes one).
const EXECUTE = getAbiItem({ abi: satchelAccountAbi, name: 'execute' });
const DEPLOY = getAbiItem({ abi: satchelAccountAbi, name: 'deploy' });
const EXECUTE_SELECTOR = toFunctionSelector(EXECUTE);
const DEPLOY_SELECTOR = toFunctionSelector(DEPLOY);

/** What the account is asked to do: `execute(to, value, data)`, or `deploy(value, initCode)` when `to` is absent. */
function accountCallData(call: WalletCall): Hex {
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
export function throughAccount(wallet: AccountHolder, call: WalletCall, feePayer?: Hex) {
  return {
    from: PLATFORM_EXECUTOR,
    to: wallet.userSWA as Hex,
    data: accountCallData(call),
    value: 0n,
    feePayer: feePayer ?? (wallet.userSWA as Hex),
    prepare: (state: LayeredState) => placeUserAccount(state, wallet),
  };
}
