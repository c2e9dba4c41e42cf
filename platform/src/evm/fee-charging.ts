import { Account, Address, hexToBytes } from '@ethereumjs/util';
import type { Hex } from 'viem';
import { TransactionRejected } from './evm-chain-reader.js';
import type { LayeredState } from './layered-state.js';

/** The block gas limit, and the gas limit of every transaction the platform sends (it pays for gas used only). */
export const GAS_LIMIT = 30_000_000n;

/** The account paying the gas cannot: the transaction is not included. */
export class GasUnaffordable extends TransactionRejected {
  constructor(
    readonly payer: Hex,
    readonly fee: bigint,
    readonly balance: bigint,
  ) {
    super(`${payer} cannot pay the gas: the fee is ${fee} wei, its balance ${balance} wei`);
  }
}

/** Gas lent to a sender for the VM's gas purchase; taken back, less the fee, once the transaction ran. */
export const gasEscrow = (gasPrice: bigint): bigint => GAS_LIMIT * gasPrice;

export async function credit(state: LayeredState, address: Address, amount: bigint): Promise<void> {
  const account = (await state.getAccount(address)) ?? new Account();
  account.balance += amount;
  await state.putAccount(address, account);
}

/** The fee (gas used × gas price) from its payer: the sender, or the fee payer when it is another account. */
export async function chargeGas(
  state: LayeredState,
  charge: { from: Address; feePayer: Hex | undefined; gasUsed: bigint; gasPrice: bigint },
): Promise<void> {
  const { from, feePayer, gasUsed, gasPrice } = charge;
  const escrow = gasEscrow(gasPrice);
  const fee = gasUsed * gasPrice;
  const payer = feePayer ? new Address(hexToBytes(feePayer)) : from;
  if (payer.equals(from)) {
    const balance = (await state.getAccount(from))?.balance ?? 0n;
    if (balance < escrow) throw new GasUnaffordable(from.toString() as Hex, fee, balance - escrow + fee);
    await credit(state, from, -escrow);
    return;
  }
  await credit(state, from, fee - escrow);
  const balance = (await state.getAccount(payer))?.balance ?? 0n;
  if (balance < fee) throw new GasUnaffordable(payer.toString() as Hex, fee, balance);
  await credit(state, payer, -fee);
}
