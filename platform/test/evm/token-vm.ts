// SatchelToken on the platform's VM (evm/chain-vm.ts, every interpreter patch installed) on a fresh LayeredState,
// for the tests that hold those patches to @ethereumjs's own answers (jump-analysis-cache, synchronous-steps,
// lazy-run-state): two such VMs, one with a patch off, must agree call for call.
import { createBlock } from '@ethereumjs/block';
import { createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { encodeFunctionData, type Hex } from 'viem';
import { satchelTokenAbi, satchelTokenDeployedBytecode } from '../../src/evm/artifacts/satchel-token.js';
import { chainCommon } from '../../src/evm/chain-common.js';
import { createChainVm } from '../../src/evm/chain-vm.js';
import { emptyLayer, LayeredState } from '../../src/evm/layered-state.js';

export const TOKEN = createAddressFromString('0x00000000000000000000000000000000000070c1');
export const CALLER = createAddressFromString('0x00000000000000000000000000000000000ca11e');
export const HOLDER = '0x00000000000000000000000000000000000b0b00';

const common = chainCommon(84532);
/** A block for calls that want one (without, @ethereumjs runs the call on its default block). */
export const TOKEN_BLOCK = createBlock(
  { header: { number: 1n, timestamp: 1_767_225_600n, gasLimit: 30_000_000n } },
  { common },
);

/** SatchelToken calldata. */
export const tokenCall = (functionName: string, args: unknown[] = []): Hex =>
  encodeFunctionData({ abi: satchelTokenAbi, functionName, args } as Parameters<
    typeof encodeFunctionData
  >[0]);

type VmOf = Awaited<ReturnType<typeof createChainVm>>;
type RunCallResult = Awaited<ReturnType<VmOf['evm']['runCall']>>;

/** What a call's result says, comparable with toEqual. */
export interface CallSummary {
  error?: string;
  gas: bigint;
  refund?: bigint;
  returned: string;
  logs?: string[][];
}

export const callSummary = ({ execResult }: RunCallResult): CallSummary => ({
  error: execResult.exceptionError?.error,
  gas: execResult.executionGasUsed,
  refund: execResult.gasRefund,
  returned: Buffer.from(execResult.returnValue).toString('hex'),
  logs: execResult.logs?.map(([address, topics, logData]) => [address, topics, logData].map(String)),
});

/** The token placed at TOKEN; `run` calls it from CALLER (on `block` when given), `call` answers the summary. */
export interface TokenVm {
  vm: VmOf;
  state: LayeredState;
  run(data: Hex, gasLimit?: bigint): Promise<RunCallResult>;
  call(data: Hex, gasLimit?: bigint): Promise<CallSummary>;
}

export async function tokenVm(block?: typeof TOKEN_BLOCK): Promise<TokenVm> {
  const state = new LayeredState(emptyLayer());
  state.beginLayer();
  const vm = await createChainVm(common, state);
  await state.putCode(TOKEN, hexToBytes(satchelTokenDeployedBytecode));
  const run = (data: Hex, gasLimit = 1_000_000n) =>
    vm.evm.runCall({
      caller: CALLER,
      to: TOKEN,
      data: hexToBytes(data),
      gasLimit,
      ...(block ? { block } : {}),
    });
  const call = async (data: Hex, gasLimit?: bigint) => callSummary(await run(data, gasLimit));
  return { vm, state, run, call };
}
