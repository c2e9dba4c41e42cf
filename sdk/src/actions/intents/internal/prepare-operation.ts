import type { Client } from '../../../client/client.js';
import { randomUuid } from '../../../crypto/index.js';
import {
  buildCallData,
  buildUserOperation,
  encodeJobParameters,
  toJobParameters,
  type UnsignedUserOperation,
} from '../../../protocol/index.js';
import { checkInput } from '../../../errors/check-input.js';
import { getGasValues } from '../../get-gas-values.js';
import { signPaymasterData } from '../../paymaster/internal/sign-paymaster-data.js';
import { checkedIntent } from './checked-intent.js';
import type { IntentSpec } from './intent-specs.js';

/**
 * Steps 1–7 of the write flow (§10.6): logged in, validated, chain looked up and checked, callData with the
 * chain's policy flags, gas values, paymaster data for a fresh UUID, and the unsigned operation.
 */
export async function prepareOperation(
  client: Client,
  spec: IntentSpec,
  input: unknown,
  feePayer?: string,
): Promise<UnsignedUserOperation> {
  const { userSWA, data, chain } = await checkedIntent(client, spec, input, feePayer);
  const jobId = randomUuid();
  // Encoding is part of the input check: what the encoders refuse (an amount beyond uint256) is a ValidationError.
  const jobParameters = checkInput(() =>
    encodeJobParameters(spec.intentType, toJobParameters(spec.intentType, data) as never, spec.rawFamily),
  );
  const callData = buildCallData({
    jobManager: client.envConfig.jobManager,
    jobId,
    clientSWA: client.clientSWA as `0x${string}`,
    userSWA: userSWA as `0x${string}`,
    feePayer: feePayer as `0x${string}` | undefined,
    policy: { gsnEnabled: chain.gsnEnabled === true, sponsorshipEnabled: chain.sponsorshipEnabled === true },
    intentType: spec.intentType,
    jobParameters,
  });
  const gasValues = await getGasValues(client);
  return buildUserOperation({
    sender: userSWA as `0x${string}`,
    nonce: jobId,
    paymaster: client.envConfig.paymaster,
    gasValues,
    callData,
    paymasterData: await signPaymasterData(client, jobId),
  });
}
