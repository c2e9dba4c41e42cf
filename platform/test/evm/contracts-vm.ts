// A bare @ethereumjs/vm (Cancun) for contracts-behaviour.test.ts: deploy creation code, place runtime code, call a
// function from any account and get viem's decoding of its result, events or revert. Not the platform's runtime.
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

export interface CallOutcome {
  reverted: boolean;
  result: unknown;
  /** Decoded revert: Error(string), Panic(uint256) or one of the ABI's custom errors. */
  error?: { errorName: string; args: readonly unknown[] | undefined };
  events: { address: Address; eventName: string; args: unknown }[];
}

export interface CallOptions {
  from: Address;
  value?: bigint;
  /** `tx.origin` (the zero address when absent, @ethereumjs/evm's default). */
  origin?: Address;
}

/** The reason string of an Error(string) revert, else the decoded error (undefined when it did not revert). */
export const revertReason = (o: CallOutcome): unknown =>
  o.error?.errorName === 'Error' ? o.error.args?.[0] : o.error;

export async function createContractsVm() {
  const vm = await createVM({ common: new Common({ chain: Mainnet, hardfork: Hardfork.Cancun }) });
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
    { from, value = 0n, origin }: CallOptions,
  ): Promise<CallOutcome> => {
    const data = encodeFunctionData({ abi, functionName, args });
    const r = await vm.evm.runCall({
      caller: at(from),
      origin: origin && at(origin),
      to: at(address),
      data: hexToBytes(data),
      value,
      gasLimit: 5_000_000n,
    });
    const returned = bytesToHex(r.execResult.returnValue);
    if (r.execResult.exceptionError) {
      const { errorName, args: errorArgs } = decodeErrorResult({ abi, data: returned });
      return { reverted: true, result: undefined, error: { errorName, args: errorArgs }, events: [] };
    }
    const events = (r.execResult.logs ?? []).map(([logAddress, topics, logData]) => {
      const hexTopics = topics.map((t) => bytesToHex(t)) as [Hex, ...Hex[]];
      const decoded = decodeEventLog({ abi, topics: hexTopics, data: bytesToHex(logData) });
      return {
        address: getAddress(bytesToHex(logAddress)),
        eventName: String(decoded.eventName),
        args: decoded.args,
      };
    });
    return { reverted: false, result: decodeFunctionResult({ abi, functionName, data: returned }), events };
  };

  return { vm, fund, placeCode, deploy, send };
}
