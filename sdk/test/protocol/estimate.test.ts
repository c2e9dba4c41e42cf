import { describe, expect, it } from '@jest/globals';
import { estimatePayloadSchema } from '@satchel/shared';
import { recoverMessageAddress } from 'viem';
import {
  buildCallData,
  buildEstimatePayload,
  encodeJobParameters,
  estimateRequest,
  signUserOpWith,
  toEstimateDetails,
  toJobParameters,
  type EstimateIntentType,
} from '../../src/protocol/index.js';
import { validatedInput, type IntentVectorName } from './intent-inputs.js';
import { paymasterDataByNonce } from './paymaster-data-by-nonce.js';
import { vectors } from './vectors.js';

const { inputs } = vectors;
const env = inputs.environmentConstants;
// The estimate vectors use the inputs of these intent vectors with their own job ids.
const cases: [EstimateIntentType, IntentVectorName][] = [
  ['TOKEN_TRANSFER', 'TOKEN_TRANSFER'],
  ['NFT_TRANSFER', 'NFT_TRANSFER'],
  ['RAW_TRANSACTION', 'RAW_TRANSACTION_EVM'],
];

const PAYMASTER_DATA = await paymasterDataByNonce(
  cases.map(([type]) => vectors.estimate[type].payload.jobId),
  inputs,
);

describe.each(cases)('estimate %s (§12.1)', (type, intentName) => {
  const vector = vectors.estimate[type];
  const intent = vectors.intents[intentName];
  const jobId = vector.payload.jobId;
  const paymasterData = PAYMASTER_DATA[jobId]!;
  const payload = buildEstimatePayload({
    type,
    jobId,
    feePayerAddress: intent.feePayerArgument ?? undefined,
    paymasterData,
    gasDetails: inputs.gasValues,
    details: toEstimateDetails(type, validatedInput(intentName)),
  });

  it('builds the payload with its key order, decimal amounts and paymaster data for jobId', () => {
    expect(paymasterData).toBe(vector.paymaster.paymasterData);
    expect(JSON.stringify(payload)).toBe(vector.payloadJson);
    expect(payload).toEqual(vector.payload);
    expect(estimatePayloadSchema.safeParse(payload).success).toBe(true);
  });

  it('sends a GET with the form-encoded payload when the URL is short enough', () => {
    expect(estimateRequest(payload)).toEqual({ method: 'GET', path: vector.getRequest });
    expect(estimateRequest(payload, { baseUrl: 'http://localhost:4100' }).method).toBe('GET');
  });

  it('switches to POST when the URL would exceed 8000 characters', () => {
    const limitBase = 'x'.repeat(8000 - vector.getRequest.length);
    expect(estimateRequest(payload, { baseUrl: limitBase }).method).toBe('GET');
    expect(estimateRequest(payload, { baseUrl: `${limitBase}x` })).toEqual({
      method: 'POST',
      path: vector.postRequest.path,
      body: vector.postRequest.body,
    });
  });

  it('signs the operation the platform answers into the execute body', async () => {
    const jp = toJobParameters(intent.intentType, validatedInput(intentName));
    const callData = buildCallData({
      jobManager: env.jobManager,
      jobId,
      clientSWA: inputs.clientSWA,
      userSWA: vectors.session.sessionObject.userSWA,
      feePayer: intent.feePayerArgument ?? undefined,
      policy: vector.chainPolicy,
      intentType: intent.intentType,
      jobParameters: encodeJobParameters(intent.intentType, jp as never),
    });
    expect(callData).toBe(vector.expectedUserOps.callData);
    const signed = signUserOpWith(vector.expectedUserOps, inputs.sessionPrivKey, 'sandbox');
    expect(JSON.stringify(signed)).toBe(JSON.stringify(vector.executeAfterEstimateBody));
    const signer = await recoverMessageAddress({
      message: { raw: vector.userOpHash },
      signature: signed.signature,
    });
    expect(signer.toLowerCase()).toBe(vectors.session.sessionAddress);
  });
});

describe('estimate details', () => {
  it('orders the details keys whatever the input order', () => {
    const details = toEstimateDetails('TOKEN_TRANSFER', {
      amount: 5n,
      token: '0xabc',
      recipient: '0x01',
      caip2Id: 'eip155:1',
    });
    expect(JSON.stringify(details)).toBe(
      '{"recipientWalletAddress":"0x01","caip2Id":"eip155:1","tokenAddress":"0xabc","amount":"5"}',
    );
  });

  it('embeds Aptos transactions with JSON-safe arguments', () => {
    const details = toEstimateDetails('RAW_TRANSACTION', {
      caip2Id: 'aptos:testnet',
      transactions: [
        { function: '0x1::m::f', functionArguments: [12n, new Uint8Array([1, 171]), undefined, [2n, 'a']] },
      ],
    });
    expect(JSON.stringify(details)).toBe(
      '{"caip2Id":"aptos:testnet","transactions":[{"function":"0x1::m::f","typeArguments":[],"functionArguments":["12","0x01ab",null,["2","a"]]}]}',
    );
  });

  it('leaves out feePayerAddress when no fee payer is given', () => {
    const payload = buildEstimatePayload({
      type: 'TOKEN_TRANSFER',
      jobId: vectors.estimate.TOKEN_TRANSFER.payload.jobId,
      paymasterData: '0x',
      gasDetails: inputs.gasValues,
      details: {},
    });
    expect(Object.keys(payload)).toEqual(['type', 'jobId', 'paymasterData', 'gasDetails', 'details']);
  });

  it('rejects intent types the estimate does not accept', () => {
    expect(() => toEstimateDetails('NFT_MINT' as never, {})).toThrow('Unsupported intent type: NFT_MINT');
  });

  it('posts a large Aptos payload', () => {
    const functionArguments = Array.from({ length: 400 }, (_, i) => `argument-${i}`);
    const payload = buildEstimatePayload({
      type: 'RAW_TRANSACTION',
      jobId: vectors.estimate.RAW_TRANSACTION.payload.jobId,
      paymasterData: vectors.estimate.RAW_TRANSACTION.paymaster.paymasterData,
      gasDetails: inputs.gasValues,
      details: toEstimateDetails('RAW_TRANSACTION', {
        caip2Id: 'aptos:testnet',
        transactions: [{ function: '0x1::m::f', typeArguments: [], functionArguments }],
      }),
    });
    const request = estimateRequest(payload);
    expect(request.method).toBe('POST');
    expect(request).toEqual({ method: 'POST', path: '/api/oc/v1/estimate', body: JSON.stringify(payload) });
  });
});
