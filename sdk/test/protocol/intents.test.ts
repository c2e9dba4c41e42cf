import { describe, expect, it } from '@jest/globals';
import {
  decodeAbiParameters,
  hexToString,
  keccak256,
  parseAbiParameters,
  recoverMessageAddress,
  type Hex,
} from 'viem';
import { getUserOperationHash } from 'viem/account-abstraction';
import { SessionKey } from '../../src/crypto/index.js';
import {
  buildCallData,
  buildUserOperation,
  encodeJobParameters,
  getUserOpHash,
  gsnDataType,
  jobParametersType,
  packUserOp,
  signUserOpWith,
  toJobParameters,
  type JobParameters,
} from '../../src/protocol/index.js';
import { INTENT_VECTOR_NAMES, validatedInput } from './intent-inputs.js';
import { paymasterDataByNonce } from './paymaster-data-by-nonce.js';
import { vectors } from './vectors.js';

const { inputs } = vectors;
const env = inputs.environmentConstants;
const OUTER = parseAbiParameters('bytes4, address, uint256, bytes');
const INITIATE_JOB = parseAbiParameters('uint256, address, address, address, bytes, bytes, bytes, string');

const PAYMASTER_DATA = await paymasterDataByNonce(
  INTENT_VECTOR_NAMES.map((name) => vectors.intents[name].uuid),
  inputs,
);

function build(name: (typeof INTENT_VECTOR_NAMES)[number]) {
  const it = vectors.intents[name];
  const jp = toJobParameters(it.intentType, validatedInput(name));
  const jobParameters = encodeJobParameters(it.intentType, jp as never);
  const callData = buildCallData({
    jobManager: env.jobManager,
    jobId: it.uuid,
    clientSWA: inputs.clientSWA,
    userSWA: vectors.session.sessionObject.userSWA,
    feePayer: it.feePayerArgument ?? undefined,
    policy: it.chainPolicy,
    intentType: it.intentType,
    jobParameters,
  });
  const paymasterData = PAYMASTER_DATA[it.uuid]!;
  const op = buildUserOperation({
    sender: vectors.session.sessionObject.userSWA,
    nonce: it.uuid,
    paymaster: env.paymaster,
    gasValues: inputs.gasValues,
    callData,
    paymasterData,
  });
  return { vector: it, jp, jobParameters, callData, paymasterData, op };
}

describe.each(INTENT_VECTOR_NAMES)('intent %s (§10–11)', (name) => {
  const { vector, jp, jobParameters, callData, paymasterData, op } = build(name);

  it('has the JP and gsnData type strings of the vector', () => {
    expect(jobParametersType(vector.intentType)).toBe(vector.jobParametersType);
    expect(gsnDataType(vector.intentType)).toBe(vector.gsnDataType);
  });

  it('encodes the job parameters byte for byte, with the embedded JSON in normative order', () => {
    expect(jobParameters).toBe(vector.jobParameters);
    const [decoded] = decodeAbiParameters(
      parseAbiParameters(vector.jobParametersType as string),
      jobParameters,
    ) as [Record<string, unknown>];
    expect(decoded).toEqual(jp);
    if (vector.embeddedJson) {
      const embedded: Hex[] =
        'transactions' in jp ? jp.transactions : [(jp as JobParameters & { data: Hex }).data];
      expect(embedded.map((bytes) => hexToString(bytes))).toEqual(vector.embeddedJson);
    }
  });

  it('builds the callData byte for byte', () => {
    expect(callData).toBe(vector.callData);
    expect((callData.length - 2) / 2).toBe(vector.callDataByteLength);
    expect(keccak256(callData)).toBe(vector.callDataKeccak);
  });

  it('round-trips the callData through viem decodeAbiParameters (§11.4)', () => {
    const [selector, jobManager, value, inner] = decodeAbiParameters(OUTER, callData);
    expect(selector).toBe('0x8dd7712f');
    expect(jobManager).toBe(env.jobManager);
    expect(value).toBe(0n);
    expect(inner).toBe(vector.initiateJobCall);
    expect(inner.slice(0, 10)).toBe('0xbf7b90d7');
    const args = decodeAbiParameters(INITIATE_JOB, `0x${inner.slice(10)}`);
    expect(args[0].toString()).toBe(vector.jobIdInteger);
    expect(args[1]).toBe(inputs.clientSWA);
    expect(args[2]).toBe(vectors.session.sessionObject.userSWA);
    expect(args[3].toLowerCase()).toBe(vector.feePayerAddressUsed.toLowerCase());
    expect(args[4]).toBe(vector.policyInfo);
    expect(args[5]).toBe(vector.gsnData);
    expect(args[6]).toBe(vector.jobParameters);
    expect(args[7]).toBe(vector.intentType);
    const [policy] = decodeAbiParameters(
      parseAbiParameters('(bool gsnEnabled, bool sponsorshipEnabled)'),
      args[4],
    );
    expect(policy).toEqual(vector.chainPolicy);
    const [gsn] = decodeAbiParameters(parseAbiParameters(vector.gsnDataType as string), args[5]);
    expect(gsn).toEqual({ isRequired: false, requiredNetworks: [], tokens: [] });
  });

  it('signs the paymaster data for the operation UUID', () => {
    expect(paymasterData).toBe(vector.paymaster.paymasterData);
  });

  it('builds the unsigned and packed operations in field order', () => {
    expect(JSON.stringify(op)).toBe(JSON.stringify(vector.unsignedUserOp));
    expect(JSON.stringify(packUserOp(op))).toBe(JSON.stringify(vector.packedUserOp));
    expect(keccak256(packUserOp(op).paymasterAndData)).toBe(vector.keccakPaymasterAndData);
  });

  it('hashes the operation like viem getUserOperationHash v0.7 and the vector', () => {
    const hash = getUserOpHash(packUserOp(op), env);
    expect(hash).toBe(vector.userOpHash);
    const viemHash = getUserOperationHash({
      userOperation: {
        sender: op.sender,
        nonce: BigInt(op.nonce),
        callData: op.callData,
        callGasLimit: BigInt(op.callGasLimit),
        verificationGasLimit: BigInt(op.verificationGasLimit),
        preVerificationGas: BigInt(op.preVerificationGas),
        maxFeePerGas: BigInt(op.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
        paymaster: op.paymaster,
        paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit),
        paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit),
        paymasterData: op.paymasterData,
        signature: '0x',
      },
      entryPointAddress: env.entryPoint,
      chainId: env.chainId,
      entryPointVersion: '0.7',
    });
    expect(hash).toBe(viemHash);
    expect(vector.viemGetUserOperationHashV07).toBe(viemHash);
  });

  it('signs into the execute body, signature recovering to the session address', async () => {
    const signed = signUserOpWith(op, inputs.sessionPrivKey, 'sandbox');
    expect(JSON.stringify(signed)).toBe(JSON.stringify(vector.executeBody));
    expect(
      signUserOpWith(op, inputs.sessionPrivKey, { entryPoint: env.entryPoint, chainId: env.chainId }),
    ).toEqual(signed);
    const signer = await recoverMessageAddress({
      message: { raw: vector.userOpHash },
      signature: signed.signature,
    });
    expect(signer).toBe(vector.recoveredSigner);
    expect(signer.toLowerCase()).toBe(SessionKey.fromPrivateKey(inputs.sessionPrivKey).address);
    expect(packUserOp(signed).signature).toBe(signed.signature);
  });
});

describe('user operation edge cases', () => {
  const { op } = build('TOKEN_TRANSFER');

  it('hashes with the environment chain id, not the intent chain', () => {
    expect(getUserOpHash(packUserOp(op), { entryPoint: env.entryPoint, chainId: 84532 })).not.toBe(
      vectors.intents.TOKEN_TRANSFER.userOpHash,
    );
    expect(signUserOpWith(op, inputs.sessionPrivKey, 'production').signature).not.toBe(
      vectors.intents.TOKEN_TRANSFER.signature,
    );
  });

  it('packs the §10.2 gasFees example and an operation without paymaster', () => {
    const packed = packUserOp({ ...op, maxFeePerGas: '0xee6b2800', maxPriorityFeePerGas: '0x3b9aca00' });
    expect(packed.gasFees).toBe('0x0000000000000000000000003b9aca00000000000000000000000000ee6b2800');
    expect(packUserOp({ ...op, paymaster: '' as never }).paymasterAndData).toBe('0x');
  });

  it('accepts gas values in any hex case', () => {
    const upper = { ...op, maxFeePerGas: '0xEE6B2800' as Hex };
    expect(packUserOp(upper).gasFees).toBe(packUserOp(op).gasFees);
  });

  it('re-orders fields and replaces an existing signature when signing', () => {
    const shuffled = Object.fromEntries(Object.entries(op).reverse()) as typeof op;
    const signed = signUserOpWith(
      { ...shuffled, signature: '0xdead' } as never,
      inputs.sessionPrivKey,
      'sandbox',
    );
    expect(JSON.stringify(signed)).toBe(JSON.stringify(vectors.intents.TOKEN_TRANSFER.executeBody));
  });

  it('rejects an unknown environment', () => {
    expect(() => signUserOpWith(op, inputs.sessionPrivKey, 'mainnet' as never)).toThrow(
      'Unknown environment',
    );
  });
});
