import { parseAbiParameters, type AbiParameter } from 'viem';
import type { IntentType } from '@satchel/shared';
import { INTENTS } from '../../intents/intent-registry.js';

/** `_gsnData` of the intent: `(bool isRequired, string[] requiredNetworks, JP[] tokens)` (§11.2). */
export const gsnDataAbi = (intent: IntentType): readonly AbiParameter[] =>
  parseAbiParameters(
    `(bool isRequired, string[] requiredNetworks, ${INTENTS[intent].jobParameters}[] tokens)`,
  ) as readonly AbiParameter[];

export const POLICY_ABI = parseAbiParameters('(bool gsnEnabled, bool sponsorshipEnabled)');

/** The outer wrapper `abi.encode(bytes4, address, uint256, bytes)` (§11.1), a 4-tuple, not a call. */
export const OUTER_ABI = parseAbiParameters(
  'bytes4 selector, address jobManager, uint256 value, bytes inner',
);

export const INITIATE_JOB_ABI = [
  {
    type: 'function',
    name: 'initiateJob',
    stateMutability: 'nonpayable',
    inputs: [
      { name: '_jobId', type: 'uint256' },
      { name: '_clientSWA', type: 'address' },
      { name: '_userSWA', type: 'address' },
      { name: '_feePayerAddress', type: 'address' },
      { name: '_policyInfo', type: 'bytes' },
      { name: '_gsnData', type: 'bytes' },
      { name: '_jobParameters', type: 'bytes' },
      { name: '_intentType', type: 'string' },
    ],
    outputs: [],
  },
] as const;
