// A bare @ethereumjs/vm (Cancun) for contracts-behaviour.test.ts: deploy creation code, place runtime code, call a
// function from any account and get viem's decoding of its result, events or revert. Not the platform's runtime.
// With a chain id it runs on the platform's Common of that chain (evm-crypto.ts: native ecrecover and keccak), and a
// call may set the block's timestamp (user-operations tests: validity windows).
import { createBlock } from '@ethereumjs/block';
import { Common, Hardfork, Mainnet } from '@ethereumjs/common';
import { bytesToHex, createAccount, createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { createVM } from '@ethereumjs/vm';
import {
  decodeErrorResult,
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  getAddress,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { evmCommon } from '../../src/crypto/evm-crypto.js';

export interface CallOutcome {
  reverted: boolean;
  result: unknown;
  /** Decoded revert: Error(string), Panic(uint256) or one of the ABI's custom errors. */
  error?: { errorName: string; args: readonly unknown[] | undefined };
  events: { address: Address; eventName: string; args: unknown }[];
  /** The raw logs, as a receipt carries them. */
  logs: { address: Hex; topics: Hex[]; data: Hex }[];
  /** The revert data as returned. */
  returned: Hex;
  gasUsed: bigint;
}

export interface CallOptions {
  from: Address;
  value?: bigint;
  /** `tx.origin`; `from` when absent, as for a transaction an account sends itself. */
  origin?: Address;
  gasLimit?: bigint;
  /** The block's timestamp (unix seconds); 0 when absent. */
  timestamp?: bigint;
  /** Calldata as given instead of `functionName(args)` encoded (a hand-made encoding); results decode as that call's. */
  data?: Hex;
}

/** The reason string of an Error(string) revert, else the decoded error (undefined when it did not revert). */
export const revertReason = (o: CallOutcome): unknown =>
  o.error?.errorName === 'Error' ? o.error.args?.[0] : o.error;

export async function createContractsVm(options: { chainId?: number } = {}) {
  const common =
    options.chainId === undefined
      ? new Common({ chain: Mainnet, hardfork: Hardfork.Cancun })
      : evmCommon(options.chainId);
  const vm = await createVM({ common });
  const at = (a: Address) => createAddressFromString(a);

  const fund = (account: Address, balance: bigint) =>
    vm.stateManager.putAccount(at(account), createAccount({ balance }));

  const placeCode = (address: Address, runtimeCode: Hex) =>
    vm.stateManager.putCode(at(address), hexToBytes(runtimeCode));

  const deploy = async (creationCode: Hex, from: Address): Promise<Address> => {
    const r = await vm.evm.runCall({
      caller: at(from),
      data: hexToBytes(creationCode),
      gasLimit: 10_000_000n,
    });
    if (r.execResult.exceptionError || !r.createdAddress) {
      throw new Error(`Deployment failed: ${r.execResult.exceptionError?.error ?? 'no address'}`);
    }
    return getAddress(r.createdAddress.toString());
  };

  const send = async (
    abi: Abi,
    address: Address,
    functionName: string,
    args: readonly unknown[],
    { from, value = 0n, origin = from, gasLimit = 5_000_000n, timestamp, data: given }: CallOptions,
  ): Promise<CallOutcome> => {
    const data = given ?? encodeFunctionData({ abi, functionName, args });
    const block =
      timestamp === undefined
        ? undefined
        : createBlock({ header: { timestamp, number: 1n, gasLimit: 30_000_000n } }, { common });
    const r = await vm.evm.runCall({
      caller: at(from),
      origin: at(origin),
      to: at(address),
      data: hexToBytes(data),
      value,
      gasLimit,
      ...(block ? { block } : {}),
    });
    const returned = bytesToHex(r.execResult.returnValue);
    const gasUsed = r.execResult.executionGasUsed;
    if (r.execResult.exceptionError) {
      const { errorName, args: errorArgs } = decodeErrorResult({ abi, data: returned });
      return {
        reverted: true,
        result: undefined,
        error: { errorName, args: errorArgs },
        events: [],
        logs: [],
        returned,
        gasUsed,
      };
    }
    const logs = (r.execResult.logs ?? []).map(([logAddress, topics, logData]) => ({
      address: bytesToHex(logAddress),
      topics: topics.map((t) => bytesToHex(t)),
      data: bytesToHex(logData),
    }));
    const events = (r.execResult.logs ?? []).map(([logAddress, topics, logData]) => {
      const hexTopics = topics.map((t) => bytesToHex(t)) as [Hex, ...Hex[]];
      const decoded = decodeEventLog({ abi, topics: hexTopics, data: bytesToHex(logData) });
      return {
        address: getAddress(bytesToHex(logAddress)),
        eventName: String(decoded.eventName),
        args: decoded.args,
      };
    });
    return {
      reverted: false,
      result: decodeFunctionResult({ abi, functionName, data: returned }),
      events,
      logs,
      returned,
      gasUsed,
    };
  };

  return { vm, fund, placeCode, deploy, send };
}
