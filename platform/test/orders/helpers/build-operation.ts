import { DEMO_CLIENT, ENVIRONMENTS, type Environment, type IntentType } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { encodeAbiParameters, encodePacked, keccak256, numberToHex, type Hex } from 'viem';
import { getUserOperationHash } from 'viem/account-abstraction';
import { privateKeyToAccount } from 'viem/accounts';
import { encodeCallData } from '../../../src/orders/call-data/encode-call-data.js';
import { encodeJobParameters } from '../../../src/intents/job-parameters.js';

const client = privateKeyToAccount(DEMO_CLIENT.clientPrivateKey as Hex);
export const bytes32 = (uuid: string) => `0x${'0'.repeat(32)}${uuid.replace(/-/g, '')}` as Hex;

/** Paymaster data of §9 signed by the demo client (independent of the platform's verifier). */
export async function paymasterData(
  jobId: string,
  nowSec: number,
  options: { validUntil?: number; validAfter?: number; signer?: Hex } = {},
): Promise<Hex> {
  const validUntil = options.validUntil ?? nowSec + 21600;
  const validAfter = options.validAfter ?? 0;
  const signer = options.signer ? privateKeyToAccount(options.signer) : client;
  const hash = keccak256(
    encodePacked(
      ['bytes32', 'address', 'uint48', 'uint48'],
      [bytes32(jobId), DEMO_CLIENT.clientSWA as Hex, validUntil, validAfter],
    ),
  );
  const sig = await signer.signMessage({ message: { raw: hash } });
  return encodeAbiParameters(
    [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }],
    [DEMO_CLIENT.clientSWA as Hex, validUntil, validAfter, sig],
  );
}

export interface OperationOptions {
  jobId?: string;
  env?: Environment;
  feePayerAddress?: string;
  policy?: { gsnEnabled: boolean; sponsorshipEnabled: boolean };
  userSWA?: string;
  clientSWA?: string;
  callData?: Hex;
  paymasterData?: Hex;
  mutate?: (op: Record<string, string>) => void;
}

/** A signed execute body for an intent payload (decoded JP form), built with viem as an independent client. */
export async function buildOperation(
  session: { sessionPrivKey: Hex; user: { userSWA: string } },
  intentType: IntentType,
  payload: Record<string, unknown>,
  nowSec: number,
  options: OperationOptions = {},
): Promise<Record<string, string>> {
  const env = options.env ?? 'sandbox';
  const jobId = options.jobId ?? randomUUID();
  const callData =
    options.callData ??
    encodeCallData({
      env,
      jobId,
      clientSWA: options.clientSWA ?? DEMO_CLIENT.clientSWA,
      userSWA: options.userSWA ?? session.user.userSWA,
      feePayerAddress: options.feePayerAddress ?? '0x0000000000000000000000000000000000000000',
      policy: options.policy ?? { gsnEnabled: false, sponsorshipEnabled: false },
      intentType,
      jobParameters: encodeJobParameters(intentType, payload),
    });
  const op: Record<string, string> = {
    sender: session.user.userSWA,
    nonce: bytes32(jobId),
    paymaster: ENVIRONMENTS[env].paymaster,
    callGasLimit: '0x927c0',
    verificationGasLimit: '0x61a80',
    preVerificationGas: '0x186a0',
    maxFeePerGas: '0xee6b2800',
    maxPriorityFeePerGas: '0x3b9aca00',
    paymasterPostOpGasLimit: '0x30d40',
    paymasterVerificationGasLimit: '0x30d40',
    callData,
    paymasterData: options.paymasterData ?? (await paymasterData(jobId, nowSec)),
  };
  options.mutate?.(op);
  return signOperation(op, session.sessionPrivKey, env);
}

/**
 * Signs (or re-signs) an operation with a session key: EIP-191 raw-32 over viem's v0.7 hash. The hash is computed
 * here, not with `src/crypto/user-operation-hash.ts`: these operations judge the platform's signature check, so a
 * wrong field mapping there (e.g. the two gas fees swapped, which the Okto hash does on purpose) must fail the tests.
 */
export async function signOperation(op: Record<string, string>, key: Hex, env: Environment = 'sandbox') {
  const { signature: _drop, ...unsigned } = op;
  const e = ENVIRONMENTS[env];
  const hash = getUserOperationHash({
    chainId: e.chainId,
    entryPointAddress: e.entryPoint,
    entryPointVersion: '0.7',
    userOperation: {
      sender: unsigned.sender as Hex,
      nonce: BigInt(unsigned.nonce),
      callData: unsigned.callData as Hex,
      callGasLimit: BigInt(unsigned.callGasLimit),
      verificationGasLimit: BigInt(unsigned.verificationGasLimit),
      preVerificationGas: BigInt(unsigned.preVerificationGas),
      maxFeePerGas: BigInt(unsigned.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(unsigned.maxPriorityFeePerGas),
      paymaster: unsigned.paymaster as Hex,
      paymasterVerificationGasLimit: BigInt(unsigned.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: BigInt(unsigned.paymasterPostOpGasLimit),
      paymasterData: unsigned.paymasterData as Hex,
      signature: '0x',
    },
  });
  const signature = await privateKeyToAccount(key).signMessage({ message: { raw: hash } });
  return { ...unsigned, signature };
}

export const hexValue = (n: bigint | number) => numberToHex(n);
