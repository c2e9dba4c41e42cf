import { createBlock, type Block } from '@ethereumjs/block';
import type { Common } from '@ethereumjs/common';
import { Address, bytesToHex, hexToBytes } from '@ethereumjs/util';
import { runTx, type VM } from '@ethereumjs/vm';
import type { Hex } from 'viem';
import {
  TransactionRejected,
  type EvmCallRequest,
  type EvmCallResult,
  type EvmGasEstimate,
  type EvmSimulation,
} from './evm-chain-reader.js';
import { decodeRevert } from './decode-revert.js';
import { credit, GAS_LIMIT } from './fee-charging.js';
import { impersonatedTx } from './impersonated-tx.js';
import type { LayeredState } from './layered-state.js';
import { PLATFORM_SEQUENCER } from './platform-accounts.js';

const ZERO_ADDRESS = `0x${'0'.repeat(40)}` as Hex;

/** The precompiles of Cancun (0x01 … 0x0a), warm in every transaction. */
const PRECOMPILES = new Set(
  Array.from({ length: 10 }, (_, i) => `0x${(i + 1).toString(16).padStart(40, '0')}`),
);

/** A throw-away view of the committed state: the VM that runs calls, its state, the latest block and the gas price. */
export interface SimulationView {
  common: Common;
  vm: VM;
  state: LayeredState;
  block(): Block;
  gasPrice: bigint;
}

const callResult = (returnData: Hex, error: { error: string } | undefined): EvmCallResult => {
  if (!error) return { ok: true, returnData };
  const why = error.error === 'revert' ? decodeRevert(returnData) : error.error;
  return { ok: false, returnData, reason: `Execution reverted: ${why}` };
};

/** The latest committed block's header, where calls and simulations run (as geth's `latest`). */
export function latestBlock(
  common: Common,
  head: { number: bigint; timestamp: bigint },
  baseFeePerGas: bigint,
): Block {
  return createBlock(
    {
      header: {
        number: head.number,
        timestamp: head.timestamp,
        gasLimit: GAS_LIMIT,
        baseFeePerGas,
        coinbase: hexToBytes(PLATFORM_SEQUENCER),
      },
    },
    { common },
  );
}

/** eth_call on a throw-away view: no gas bought, no balance checked. */
export async function runCall(view: SimulationView, request: EvmCallRequest): Promise<EvmCallResult> {
  view.state.dropAll();
  view.state.beginLayer();
  try {
    const result = await view.vm.evm.runCall({
      caller: new Address(hexToBytes(request.from ?? ZERO_ADDRESS)),
      to: request.to ? new Address(hexToBytes(request.to)) : undefined,
      data: hexToBytes(request.data ?? '0x'),
      value: request.value ?? 0n,
      gasLimit: request.gas ?? GAS_LIMIT,
      block: view.block(),
      skipBalance: true,
    });
    return callResult(bytesToHex(result.execResult.returnValue) as Hex, result.execResult.exceptionError);
  } finally {
    view.state.dropAll();
  }
}

/** A whole transaction (intrinsic gas, refunds) on a throw-away view; its gas is lent, so any sender can run it. */
export async function simulateTx(
  view: SimulationView,
  request: EvmCallRequest,
  gasLimit: bigint,
): Promise<EvmSimulation & { gasRefund: bigint }> {
  view.state.dropAll();
  view.state.beginLayer();
  try {
    const sender = request.from ?? ZERO_ADDRESS;
    const from = new Address(hexToBytes(sender));
    const nonce = (await view.state.getAccount(from))?.nonce ?? 0n;
    const tx = impersonatedTx(view.common, {
      from: sender,
      to: request.to,
      data: request.data ?? '0x',
      value: request.value ?? 0n,
      nonce,
      gasLimit,
      gasPrice: view.gasPrice,
    });
    await credit(view.state, from, gasLimit * view.gasPrice);
    let result;
    try {
      result = await runTx(view.vm, {
        tx,
        block: view.block(),
        skipBlockGasLimitValidation: true,
        skipHardForkValidation: true,
        reportAccessList: true,
      });
    } catch (error) {
      throw new TransactionRejected(error instanceof Error ? error.message.split(' -> ')[0] : String(error));
    }
    const outcome = callResult(
      bytesToHex(result.execResult.returnValue) as Hex,
      result.execResult.exceptionError,
    );
    const skip = new Set([from.toString(), request.to?.toLowerCase(), PLATFORM_SEQUENCER.toLowerCase()]);
    const accessList = (result.accessList ?? [])
      .filter((item) => !skip.has(item.address.toLowerCase()) && !PRECOMPILES.has(item.address.toLowerCase()))
      .map((item) => ({
        address: item.address.toLowerCase() as Hex,
        storageKeys: item.storageKeys as Hex[],
      }));
    return { ...outcome, gasUsed: result.totalGasSpent, gasRefund: result.gasRefund ?? 0n, accessList };
  } finally {
    view.state.dropAll();
  }
}

/**
 * eth_estimateGas: the lowest gas limit at which the transaction succeeds (binary search, as geth), up to `cap`;
 * the failure when it fails even there. Throws TransactionRejected when it cannot be included.
 */
export async function searchGasLimit(
  simulate: (gasLimit: bigint) => Promise<EvmSimulation & { gasRefund: bigint }>,
  cap: bigint,
): Promise<EvmGasEstimate> {
  const first = await simulate(cap);
  if (!first.ok) return first;
  const succeeds = async (gas: bigint) => {
    try {
      return (await simulate(gas)).ok;
    } catch (error) {
      if (error instanceof TransactionRejected) return false; // below the intrinsic gas
      throw error;
    }
  };
  // Refunds are paid after execution, and a call keeps 1/64 of its gas back: the limit can exceed the gas used.
  let lo = first.gasUsed - 1n;
  let hi = cap;
  const optimistic = ((first.gasUsed + first.gasRefund + 2300n) * 64n) / 63n;
  if (await succeeds(first.gasUsed)) hi = first.gasUsed;
  else if (optimistic < hi && (await succeeds(optimistic))) hi = optimistic;
  while (lo + 1n < hi) {
    const mid = (lo + hi) / 2n;
    if (await succeeds(mid)) hi = mid;
    else lo = mid;
  }
  return { ok: true, gas: hi, gasUsed: first.gasUsed };
}
