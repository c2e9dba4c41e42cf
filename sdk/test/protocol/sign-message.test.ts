import { describe, expect, it } from '@jest/globals';
import { signMessageRequestSchema } from '@satchel/shared';
import { recoverMessageAddress } from 'viem';
import { buildSignMessageRequest, canonicalJson, typedDataToMessage } from '../../src/protocol/index.js';
import { vectors } from './vectors.js';

const { inputs } = vectors;
const sm = vectors.signMessage;

describe.each(['EIP191', 'EIP712'] as const)('signMessage %s (§13.1)', (method) => {
  const vector = sm[method];
  const message = method === 'EIP191' ? vector.sdkArgument : typedDataToMessage(vector.sdkArgument);
  const body = buildSignMessageRequest({
    message,
    method,
    ecdsaKeyId: sm.ecdsaKeyId,
    threshold: sm.threshold,
    sessionPrivKey: inputs.sessionPrivKey,
    sessionPubKey: vectors.session.sessionPubKey,
    userSWA: vectors.session.sessionObject.userSWA,
    transactionId: vector.transactionId,
    jobId: vector.jobId,
  });

  it('reproduces the body byte for byte', () => {
    expect(message).toBe(vector.signingMessage);
    expect(JSON.stringify(body)).toBe(JSON.stringify(vector.body));
    expect(signMessageRequestSchema.safeParse(body).success).toBe(true);
  });

  it('signs the canonical {setup, challenge} text recovering to the session address', async () => {
    expect(canonicalJson({ [vector.transactionId]: { requestType: method, signingMessage: message } })).toBe(
      vector.messageField,
    );
    expect(canonicalJson(vector.setup)).toBe(vector.canonicalSetup);
    expect(canonicalJson({ setup: vector.setup, challenge: vector.challenge })).toBe(vector.signedText);
    const signature = body.data.transactions[0].userSessionSignature;
    expect(signature).toBe(vector.userSessionSignature);
    const signer = await recoverMessageAddress({ message: vector.signedText, signature });
    expect(signer.toLowerCase()).toBe(vectors.session.sessionAddress);
  });
});

describe('buildSignMessageRequest defaults', () => {
  it('draws distinct fresh UUIDs for transactionId and jobId', () => {
    const body = buildSignMessageRequest({
      message: 'hi',
      method: 'EIP191',
      ecdsaKeyId: sm.ecdsaKeyId,
      threshold: 3,
      sessionPrivKey: inputs.sessionPrivKey,
      sessionPubKey: vectors.session.sessionPubKey,
      userSWA: vectors.session.sessionObject.userSWA,
    });
    const { transactionId } = body.data.transactions[0];
    expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data.userData.jobId).toMatch(/^[0-9a-f-]{36}$/);
    expect(transactionId).not.toBe(body.data.userData.jobId);
    expect(signMessageRequestSchema.safeParse(body).success).toBe(true);
  });
});

describe('typedDataToMessage', () => {
  const typed = sm.EIP712.sdkArgument;

  it('stringifies an object in insertion order and returns a valid string verbatim', () => {
    expect(typedDataToMessage(typed)).toBe(JSON.stringify(typed));
    const spaced = JSON.stringify(typed, null, 2);
    expect(typedDataToMessage(spaced)).toBe(spaced);
  });

  it.each([
    ['invalid JSON', '{"types":'],
    ['a JSON array', '[]'],
    ['a JSON string', '"typed"'],
    ['missing types', { ...typed, types: undefined }],
    ['an unknown primaryType', { ...typed, primaryType: 'Letter' }],
    ['a missing message', { ...typed, message: undefined }],
    [
      'an address that is not one',
      { ...typed, message: { ...typed.message, from: { name: 'Ada', wallet: '0x12' } } },
    ],
    [
      'an unknown field type',
      { ...typed, types: { ...typed.types, Person: [{ name: 'name', type: 'strin' }] } },
    ],
    [
      'a uint out of range',
      {
        ...typed,
        types: { ...typed.types, Mail: [{ name: 'contents', type: 'uint8' }] },
        message: { contents: 300 },
      },
    ],
    ['a domain field of the wrong type', { ...typed, domain: { ...typed.domain, chainId: 'x' } }],
  ])('rejects %s', (_label, input) => {
    expect(() => typedDataToMessage(input as never)).toThrow('Invalid typed data');
  });
});
