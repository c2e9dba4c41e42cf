import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ENVIRONMENTS } from '@satchel/shared';
import { startPlatform } from '@satchel/test-support';
import { createPublicClient, http, parseAbi, parseEventLogs, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  createBundlerClient,
  getUserOperationHash,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction';
import { prepareTokenTransfer, type SatchelClient } from '../../src/index.js';
import { loggedInClient, publicUrl, waitForFinalOrder, type Platform } from './helpers.js';

// The judges: viem's bundler and public clients on the sandbox environment's chain, and the contracts' ABI as
// docs/user-operations.md gives it (not the platform's artifacts).
const SANDBOX = ENVIRONMENTS.sandbox;
const ENTRY_POINT_ABI = parseAbi([
  'struct PackedUserOperation { address sender; uint256 nonce; bytes initCode; bytes callData; bytes32 accountGasLimits; uint256 preVerificationGas; bytes32 gasFees; bytes paymasterAndData; bytes signature; }',
  'function getUserOpHash(PackedUserOperation userOp) view returns (bytes32)',
  'event UserOperationEvent(bytes32 indexed userOpHash, address indexed sender, address indexed paymaster, uint256 nonce, bool success, uint256 actualGasCost, uint256 actualGasUsed)',
]);
const ACCOUNT_ABI = parseAbi(['function sessionValidUntil(address key) view returns (uint48)']);
const JOB_MANAGER_ABI = parseAbi([
  'event JobInitiated(uint256 indexed jobId, address indexed userSWA, address indexed clientSWA, address feePayerAddress, string intentType, bytes jobParameters)',
]);
const BASE_SEPOLIA = 'eip155:84532';
const RECIPIENT = '0x7c9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8f1a2';

let platform: Platform;
let client: SatchelClient;
let rpcUrl: string;
beforeAll(async () => {
  platform = await startPlatform();
  client = await loggedInClient(platform);
  rpcUrl = `${publicUrl(platform)}/rpc/eip155:${SANDBOX.chainId}`;
});
afterAll(() => platform.close());

const chain = () => createPublicClient({ transport: http(rpcUrl) });

describe('a Satchel order is an ERC-4337 user operation on the environment chain', () => {
  it('the login registered the session key on the wallet, valid until the session expires', async () => {
    const session = client.getSessionConfig()!;
    const sessionAddress = privateKeyToAccount(session.sessionPrivKey as Hex).address;
    const validUntil = await chain().readContract({
      address: session.userSWA as Hex,
      abi: ACCOUNT_ABI,
      functionName: 'sessionValidUntil',
      args: [sessionAddress],
    });
    expect(validUntil).toBeGreaterThan(Math.floor(Date.now() / 1000) + 9 * 86_400);
    expect((await chain().getCode({ address: session.userSWA as Hex }))?.length ?? 0).toBeGreaterThan(100);
  });

  it('tokenTransfer through the SDK: the bundler client follows it to a successful receipt', async () => {
    const op = await prepareTokenTransfer(client, {
      caip2Id: BASE_SEPOLIA,
      recipient: RECIPIENT,
      token: '',
      amount: 1000n,
    });
    const signed = await client.signUserOp(op);
    const userOperation: UserOperation<'0.7'> = {
      sender: signed.sender as Hex,
      nonce: BigInt(signed.nonce),
      callData: signed.callData as Hex,
      callGasLimit: BigInt(signed.callGasLimit),
      verificationGasLimit: BigInt(signed.verificationGasLimit),
      preVerificationGas: BigInt(signed.preVerificationGas),
      maxFeePerGas: BigInt(signed.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(signed.maxPriorityFeePerGas),
      paymaster: signed.paymaster as Hex,
      paymasterVerificationGasLimit: BigInt(signed.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: BigInt(signed.paymasterPostOpGasLimit),
      paymasterData: signed.paymasterData as Hex,
      signature: signed.signature as Hex,
    };
    const hash = getUserOperationHash({
      userOperation,
      entryPointAddress: SANDBOX.entryPoint,
      chainId: SANDBOX.chainId,
      entryPointVersion: '0.7',
    });
    expect(
      await chain().readContract({
        address: SANDBOX.entryPoint,
        abi: ENTRY_POINT_ABI,
        functionName: 'getUserOpHash',
        args: [toPackedUserOperation(userOperation)],
      }),
    ).toBe(hash);

    const jobId = await client.executeUserOp(signed);
    const bundler = createBundlerClient({ transport: http(rpcUrl) });
    const receipt = await bundler.waitForUserOperationReceipt({
      hash,
      pollingInterval: 100,
      timeout: 20_000,
    });
    expect(receipt.success).toBe(true);
    expect(receipt.sender.toLowerCase()).toBe(client.userSWA!.toLowerCase());
    const events = parseEventLogs({
      abi: ENTRY_POINT_ABI,
      logs: receipt.receipt.logs,
      eventName: 'UserOperationEvent',
    });
    expect(events.find((e) => e.args.userOpHash === hash)?.args.success).toBe(true);
    const [job] = parseEventLogs({ abi: JOB_MANAGER_ABI, logs: receipt.logs, eventName: 'JobInitiated' });
    expect(job.args).toMatchObject({ jobId: BigInt(signed.nonce), intentType: 'TOKEN_TRANSFER' });
    const got = await bundler.getUserOperation({ hash });
    expect(got).toMatchObject({ transactionHash: receipt.receipt.transactionHash, userOperation });

    const order = await waitForFinalOrder(client, jobId);
    expect(order.status).toBe('SUCCESSFUL');
  });
});
