// locateUserOperation: the standard v0.7 hash of an operation under the client's environment, offline; viem is the
// judge of the hash, and the signature tells whether it is the hash the session key signed.
import { describe, expect, it } from '@jest/globals';
import { DEMO_CLIENT, type Environment, type PlatformName } from '@satchel/shared';
import { recoverMessageAddress, type Hex } from 'viem';
import { getUserOperationHash } from 'viem/account-abstraction';
import {
  locateUserOperation,
  SatchelClient,
  signUserOperation,
  type UnsignedUserOperation,
} from '../../src/index.js';
import { vectors } from '../protocol/vectors.js';

const op = vectors.intents.TOKEN_TRANSFER.unsignedUserOp as UnsignedUserOperation;
const { sessionAddressChecksum } = vectors.session;

function loggedIn(environment: Environment, platform: PlatformName) {
  const client = new SatchelClient({
    environment,
    platform,
    clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
    clientSWA: DEMO_CLIENT.clientSWA,
    platformUrl: 'http://localhost:4100',
    logLevel: 'silent',
  });
  client.setSessionConfig(vectors.session.sessionObject);
  return client;
}

const viemHash = (entryPoint: Hex, chainId: number) =>
  getUserOperationHash({
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
    entryPointAddress: entryPoint,
    chainId,
    entryPointVersion: '0.7',
  });

describe('locateUserOperation', () => {
  it.each(['staging', 'sandbox', 'production'] as const)(
    '%s: viem’s hash with the environment’s entry point and chain id, the one the session key signs',
    async (environment) => {
      const client = loggedIn(environment, 'satchel');
      const { chainId, entryPoint } = client.envConfig;
      const located = locateUserOperation(client, op);
      expect(located).toEqual({ hash: viemHash(entryPoint, chainId), chainId, entryPoint });
      const { signature } = await signUserOperation(client, op);
      expect(
        await recoverMessageAddress({ message: { raw: located.hash }, signature: signature as Hex }),
      ).toBe(sessionAddressChecksum);
    },
  );

  it('okto: still the standard hash (what the entry point logs), not the swapped-gasFees one the key signs', async () => {
    const client = loggedIn('sandbox', 'okto');
    const { chainId, entryPoint } = client.envConfig;
    const located = locateUserOperation(client, op);
    expect(located).toEqual({ hash: viemHash(entryPoint, chainId), chainId, entryPoint });
    const { signature } = await signUserOperation(client, op);
    expect(
      await recoverMessageAddress({ message: { raw: located.hash }, signature: signature as Hex }),
    ).not.toBe(sessionAddressChecksum);
  });
});
