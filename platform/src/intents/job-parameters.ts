import { fmt, type IntentType, type UserContext } from '@satchel/shared';
import {
  decodeAbiParameters,
  encodeAbiParameters,
  parseAbiParameters,
  type AbiParameter,
  type Hex,
} from 'viem';
import { PlatformError } from '../errors/platform-error.js';
import type { IntentJob, JobPayload } from './intent-module.js';
import { INTENTS, isIntentType } from './intent-registry.js';
import { invalidCallData } from './job-data.js';

/** The job-parameter tuple of an intent (§11.3) as ABI parameters. */
const jobParametersAbi = (intentType: IntentType): readonly AbiParameter[] =>
  parseAbiParameters(INTENTS[intentType].jobParameters) as readonly AbiParameter[];

/**
 * Decodes `_jobParameters` with the tuple of the intent type (§11.3–11.4, docs/protocol-solana.md); an unknown type
 * → UNSUPPORTED_INTENT_TYPE. `user` holds the session user's addresses the schemas compare with.
 */
export function decodeJobParameters(intentType: string, jobParameters: Hex, user: UserContext): IntentJob {
  if (!isIntentType(intentType))
    throw new PlatformError('UNSUPPORTED_INTENT_TYPE', { message: fmt.unsupportedIntentType(intentType) });
  let tuple: Record<string, unknown>;
  try {
    tuple = decodeAbiParameters(jobParametersAbi(intentType), jobParameters)[0] as Record<string, unknown>;
  } catch {
    throw invalidCallData(`jobParameters are not abi.encode of the ${intentType} tuple`);
  }
  return { intentType, ...INTENTS[intentType].decode(tuple, user) };
}

/** `abi.encode(JP)` of an intent's payload (decodeJobParameters' inverse). */
export const encodeJobParameters = (intentType: IntentType, payload: JobPayload): Hex =>
  encodeAbiParameters(jobParametersAbi(intentType), [INTENTS[intentType].encode(payload)]);
