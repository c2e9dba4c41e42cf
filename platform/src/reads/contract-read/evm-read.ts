import { echoInput, fmt, orderedArgs, type EvmReadData } from '@satchel/shared';
import { decodeFunctionResult, encodeFunctionData, type Abi, type AbiFunction, type Hex } from 'viem';
import type { PlatformContext } from '../../context.js';
import type { PlatformChains } from '../../runtimes/platform-chains.js';
import { PlatformError } from '../../errors/platform-error.js';
import type { ClientNetworkRow } from '../../world/network-store.js';
import { formatOutput } from './format-output.js';

const notHere = (details: string) => new PlatformError('NOT_FOUND', { details });
const reverted = (details: string) =>
  new PlatformError('VALIDATION_ERROR', { message: fmt.validationFailed([details]), details });

/**
 * An EVM view call (§14.10): an eth_call with the caller's fragment (viem encodes the call and decodes the
 * result) against any address on the in-process chain, on its committed state. No code at the address → 404; a
 * revert or a result that does not decode as the fragment's outputs → 400 with the reason.
 */
export async function evmRead(
  _ctx: PlatformContext,
  chains: PlatformChains,
  network: ClientNetworkRow,
  data: EvmReadData,
): Promise<string[]> {
  const fn = {
    ...data.abi,
    type: 'function',
    stateMutability: data.abi.stateMutability ?? 'view',
  } as AbiFunction;
  const abi = [fn] as Abi;
  const args = orderedArgs(data.abi.inputs, data.args);
  const signature = `${fn.name}(${fn.inputs.map((i) => i.type).join(',')})`;
  let callData: Hex;
  try {
    callData = encodeFunctionData({ abi, functionName: fn.name, args });
  } catch {
    throw reverted(`arguments do not match ${echoInput(signature)}`);
  }
  const reader = chains.evmReader(network.caipId);
  if (!reader) throw notHere(`${network.caipId} has no in-process EVM on the local platform`);
  const contract = data.contractAddress as Hex;
  if ((await reader.getCode(contract)) === '0x')
    throw notHere(`Contract ${contract} is not on the local platform (${network.caipId})`);
  const result = await reader.call({ to: contract, data: callData });
  if (!result.ok) throw reverted(`${echoInput(signature)}: ${result.reason}`);
  let decoded: unknown;
  try {
    decoded = decodeFunctionResult({ abi, functionName: fn.name, data: result.returnData });
  } catch {
    throw reverted(`outputs of ${echoInput(signature)} do not match the contract`);
  }
  const values = fn.outputs.length === 1 ? [decoded] : (decoded as unknown[]);
  return fn.outputs.map((output, i) => formatOutput(output, values[i]));
}
