import {
  EXECUTE_SELECTOR,
  fmt,
  INITIATE_JOB_SELECTOR,
  INTENT_TYPES,
  OPERATION_VALUE,
  ZERO_ADDRESS,
  type IntentType,
} from '@satchel/shared';
import { concatHex } from '../crypto/concat-hex.js';
import type { Address, Hex } from '../crypto/hex-types.js';
import { uuidToBigInt } from '../crypto/index.js';
import { InvalidInputError } from '../errors/invalid-input-error.js';
import { encodeAbiParameters } from './abi/encode-abi-parameters.js';
import { jpParameter } from './job-parameters/jp-abi.js';

/**
 * Inputs of an operation's callData (§11).
 * @example
 * const policy = { gsnEnabled: false, sponsorshipEnabled: true };
 * const args: CallDataArgs = { jobManager, jobId, clientSWA, userSWA, policy, intentType: 'TOKEN_TRANSFER', jobParameters };
 */
export interface CallDataArgs {
  /** Job manager of the environment. */
  jobManager: Address;
  /** The operation's UUID (its integer is `_jobId`). */
  jobId: string;
  clientSWA: Address;
  userSWA: Address;
  /** Fee payer; the zero address when absent. */
  feePayer?: Address | undefined;
  /** The chain's policy as the platform reports it. */
  policy: { gsnEnabled: boolean; sponsorshipEnabled: boolean };
  intentType: IntentType;
  /** `encodeJobParameters` output. */
  jobParameters: Hex;
}

const POLICY = [
  {
    type: 'tuple',
    components: [
      { name: 'gsnEnabled', type: 'bool' },
      { name: 'sponsorshipEnabled', type: 'bool' },
    ],
  },
] as const;

const INITIATE_JOB_PARAMS = [
  { name: '_jobId', type: 'uint256' },
  { name: '_clientSWA', type: 'address' },
  { name: '_userSWA', type: 'address' },
  { name: '_feePayerAddress', type: 'address' },
  { name: '_policyInfo', type: 'bytes' },
  { name: '_gsnData', type: 'bytes' },
  { name: '_jobParameters', type: 'bytes' },
  { name: '_intentType', type: 'string' },
] as const;

const OUTER = [{ type: 'bytes4' }, { type: 'address' }, { type: 'uint256' }, { type: 'bytes' }] as const;

/** `_gsnData` = `abi.encode((bool isRequired, string[] requiredNetworks, JP[] tokens))` of `(false, [], [])`. */
function emptyGsnData(intentType: IntentType): Hex {
  const gsn = {
    type: 'tuple',
    components: [
      { name: 'isRequired', type: 'bool' },
      { name: 'requiredNetworks', type: 'string[]' },
      { name: 'tokens', type: 'tuple[]', components: jpParameter(intentType).components },
    ],
  } as const;
  return encodeAbiParameters([gsn], [{ isRequired: false, requiredNetworks: [], tokens: [] }]);
}

/**
 * The operation's callData (§11.1–11.2): `abi.encode(bytes4 0x8dd7712f, address jobManager, uint256 0, bytes inner)`
 * with `inner` = `initiateJob(_jobId, _clientSWA, _userSWA, _feePayerAddress, _policyInfo, _gsnData,
 * _jobParameters, _intentType)` (selector `0xbf7b90d7`).
 * @example
 * const callData = buildCallData({ ...args, jobManager: getEnvConfig('sandbox', { platformUrl }).jobManager });
 */
export function buildCallData(args: CallDataArgs): Hex {
  if (!INTENT_TYPES.includes(args.intentType))
    throw new InvalidInputError(fmt.unsupportedIntentType(String(args.intentType)));
  const policyInfo = encodeAbiParameters(POLICY, [args.policy]);
  const inner = concatHex([
    INITIATE_JOB_SELECTOR,
    encodeAbiParameters(INITIATE_JOB_PARAMS, [
      uuidToBigInt(args.jobId),
      args.clientSWA,
      args.userSWA,
      args.feePayer ?? ZERO_ADDRESS,
      policyInfo,
      emptyGsnData(args.intentType),
      args.jobParameters,
      args.intentType,
    ]),
  ]);
  return encodeAbiParameters(OUTER, [EXECUTE_SELECTOR, args.jobManager, OPERATION_VALUE, inner]);
}
