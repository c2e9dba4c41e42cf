import { expect } from '@jest/globals';
import { ENVIRONMENTS } from '@satchel/shared';
import type { Hex } from 'viem';
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction';

/** The BFF's demo configuration runs on sandbox (SATCHEL_ENVIRONMENT default): its chain and Satchel's entry point. */
export const SANDBOX = ENVIRONMENTS.sandbox;

/** A BFF operation (12 or 13 string fields, §10.1) as viem's v0.7 user operation. */
export function toViemOperation(op: Record<string, string>): UserOperation<'0.7'> {
  return {
    sender: op.sender as Hex,
    nonce: BigInt(op.nonce),
    callData: op.callData as Hex,
    callGasLimit: BigInt(op.callGasLimit),
    verificationGasLimit: BigInt(op.verificationGasLimit),
    preVerificationGas: BigInt(op.preVerificationGas),
    maxFeePerGas: BigInt(op.maxFeePerGas),
    maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
    paymaster: op.paymaster as Hex,
    paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit),
    paymasterData: op.paymasterData as Hex,
    signature: (op.signature ?? '0x') as Hex,
  };
}

/** viem's v0.7 userOpHash of a BFF operation on the sandbox environment's chain (the signature is not hashed). */
export const viemUserOpHash = (op: Record<string, string>) =>
  getUserOperationHash({
    userOperation: toViemOperation(op),
    entryPointAddress: SANDBOX.entryPoint,
    chainId: SANDBOX.chainId,
    entryPointVersion: '0.7',
  });

/**
 * An executed order's answer (§18.4): the jobId, and its operation's hash (viem's, when the operation is known) with
 * the sandbox chain, Satchel's entry point and the local platform's RPC and explorer page.
 */
export function expectExecutedOrder(
  data: { jobId: string; userOperation: Record<string, unknown> },
  platformUrl: string,
  op?: Record<string, string>,
): void {
  expect(data.jobId).toMatch(/^[0-9a-f-]{36}$/);
  const hash = op ? viemUserOpHash(op) : expect.stringMatching(/^0x[0-9a-f]{64}$/);
  expect(data.userOperation).toEqual({
    hash,
    chainId: SANDBOX.chainId,
    entryPoint: SANDBOX.entryPoint,
    rpcUrl: `${platformUrl}/rpc/eip155:${SANDBOX.chainId}`,
    explorerUrl: `${platformUrl}/explorer/userop/${data.userOperation.hash as string}`,
  });
}
