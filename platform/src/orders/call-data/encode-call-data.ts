import { EXECUTE_SELECTOR, type Environment, type IntentType } from '@satchel/shared';
import { environmentAddresses, type AddressSet } from '../../crypto/address-sets.js';
import { encodeAbiParameters, encodeFunctionData, type Hex } from 'viem';
import { gsnDataAbi, INITIATE_JOB_ABI, OUTER_ABI, POLICY_ABI } from './abi-types.js';
import { uuidToInteger } from '../../crypto/uuid.js';

/** callData of §11: the outer 4-tuple around `initiateJob` for the environment's job manager. */
export function encodeCallData(input: {
  env: Environment;
  /** The session's address set; Satchel's when absent. */
  addressSet?: AddressSet;
  jobId: string;
  clientSWA: string;
  userSWA: string;
  feePayerAddress: string;
  policy: { gsnEnabled: boolean; sponsorshipEnabled: boolean };
  intentType: IntentType;
  jobParameters: Hex;
}): Hex {
  const inner = encodeFunctionData({
    abi: INITIATE_JOB_ABI,
    functionName: 'initiateJob',
    args: [
      uuidToInteger(input.jobId),
      input.clientSWA as Hex,
      input.userSWA as Hex,
      input.feePayerAddress as Hex,
      encodeAbiParameters(POLICY_ABI, [input.policy]),
      encodeAbiParameters(gsnDataAbi(input.intentType), [
        { isRequired: false, requiredNetworks: [], tokens: [] },
      ]),
      input.jobParameters,
      input.intentType,
    ],
  });
  return encodeAbiParameters(OUTER_ABI, [
    EXECUTE_SELECTOR,
    environmentAddresses(input.env, input.addressSet).jobManager,
    0n,
    inner,
  ]);
}
