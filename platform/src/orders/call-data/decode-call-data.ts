import { EXECUTE_SELECTOR, INITIATE_JOB_SELECTOR } from '@satchel/shared';
import { decodeAbiParameters, decodeFunctionData, type Hex } from 'viem';
import { PlatformError } from '../../errors/platform-error.js';
import { INITIATE_JOB_ABI, OUTER_ABI, POLICY_ABI } from './abi-types.js';

export interface DecodedCallData {
  jobId: bigint;
  clientSWA: `0x${string}`;
  userSWA: `0x${string}`;
  feePayerAddress: `0x${string}`;
  policy: { gsnEnabled: boolean; sponsorshipEnabled: boolean };
  gsnData: Hex;
  jobParameters: Hex;
  intentType: string;
}

const invalid = (details: string) => new PlatformError('INVALID_CALL_DATA', { details });

/**
 * docs/protocol.md §11.4: `abi.decode((bytes4, address, uint256, bytes))` of callData (never `callData[4:]`), checks the
 * execute selector, the job manager of the session's environment and address set, value 0, then decodes `initiateJob`'s 8 arguments.
 */
export function decodeCallData(callData: Hex, expectedJobManager: string): DecodedCallData {
  let outer: readonly [Hex, Hex, bigint, Hex];
  try {
    outer = decodeAbiParameters(OUTER_ABI, callData) as readonly [Hex, Hex, bigint, Hex];
  } catch {
    throw invalid('callData is not abi.encode(bytes4, address, uint256, bytes)');
  }
  const [selector, jobManager, value, inner] = outer;
  if (selector.toLowerCase() !== EXECUTE_SELECTOR) throw invalid(`selector must be ${EXECUTE_SELECTOR}`);
  if (jobManager.toLowerCase() !== expectedJobManager.toLowerCase())
    throw invalid('job manager is not the environment job manager');
  if (value !== 0n) throw invalid('value must be 0');
  if (inner.slice(0, 10).toLowerCase() !== INITIATE_JOB_SELECTOR)
    throw invalid(`inner selector must be ${INITIATE_JOB_SELECTOR}`);
  let args: readonly [bigint, Hex, Hex, Hex, Hex, Hex, Hex, string];
  try {
    args = decodeFunctionData({ abi: INITIATE_JOB_ABI, data: inner }).args as typeof args;
  } catch {
    throw invalid('initiateJob arguments are not decodable');
  }
  const [jobId, clientSWA, userSWA, feePayerAddress, policyInfo, gsnData, jobParameters, intentType] = args;
  if (policyInfo.length !== 2 + 128) throw invalid('policyInfo must be 64 bytes');
  let policy: { gsnEnabled: boolean; sponsorshipEnabled: boolean };
  try {
    policy = decodeAbiParameters(POLICY_ABI, policyInfo)[0];
  } catch {
    throw invalid('policyInfo is not abi.encode((bool, bool))');
  }
  return { jobId, clientSWA, userSWA, feePayerAddress, policy, gsnData, jobParameters, intentType };
}
