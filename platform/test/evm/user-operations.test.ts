// Issue 41 on chain: SatchelEntryPoint, SatchelPaymaster, SatchelJobManager and SatchelAccount's ERC-4337 part in a
// bare @ethereumjs/vm at the sandbox chain id (1802466136), placed at the sandbox's addresses of both address sets
// (docs/protocol.md §2.1, okto-addresses.ts), with viem as the judge: the protocol vector's signed operation runs
// through handleOps, every refusal comes back as its ERC-4337 FailedOp code, an execution revert is the operation's
// failure and not the bundle's. docs/user-operations.md "The contracts".
import { createAccount, createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { beforeAll, describe, expect, test } from '@jest/globals';
import type { SignedUserOperation, UserOperation } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  decodeFunctionData,
  encodeAbiParameters,
  encodePacked,
  getAddress,
  keccak256,
  toEventSelector,
  toFunctionSelector,
  zeroAddress,
  type Abi,
  type AbiEvent,
  type AbiFunction,
  type Address,
  type Hex,
} from 'viem';
import { entryPoint07Abi, getUserOperationHash } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { environmentAddresses, type AddressSet } from '../../src/crypto/address-sets.js';
import { oktoUserOperationHash, userOperationHash } from '../../src/crypto/user-operation-hash.js';
import { uuidToBytes32 } from '../../src/crypto/uuid.js';
import {
  satchelAccountAbi,
  satchelAccountDeployedBytecode,
} from '../../src/evm/artifacts/satchel-account.js';
import {
  satchelEntryPointAbi,
  satchelEntryPointDeployedBytecode,
} from '../../src/evm/artifacts/satchel-entry-point.js';
import {
  satchelJobManagerAbi,
  satchelJobManagerDeployedBytecode,
} from '../../src/evm/artifacts/satchel-job-manager.js';
import {
  satchelPaymasterAbi,
  satchelPaymasterDeployedBytecode,
} from '../../src/evm/artifacts/satchel-paymaster.js';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import { ACCOUNT_OWNER_SLOT } from '../../src/evm/user-account.js';
import { actionableReason } from '../../src/evm/user-operations/actionable-reason.js';
import { decodeEntryPointFailure } from '../../src/evm/user-operations/decode-entry-point-failure.js';
import { encodeHandleOps } from '../../src/evm/user-operations/encode-handle-ops.js';
import { packUserOperation } from '../../src/evm/user-operations/pack-user-operation.js';
import { userOperationOutcomes } from '../../src/evm/user-operations/user-operation-events.js';
import { encodeCallData } from '../../src/orders/call-data/encode-call-data.js';
import { contextPaymasterAbi, contextPaymasterDeployedBytecode } from './artifacts/context-paymaster.js';
import { createContractsVm, revertReason, type CallOutcome } from './contracts-vm.js';

const vectors = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);
const inputs = vectors.inputs;
const vector = vectors.intents.TOKEN_TRANSFER;

const SANDBOX = environmentAddresses('sandbox');
const OKTO = environmentAddresses('sandbox', 'okto');
const NOW = BigInt(inputs.nowSec);
const WALLET = getAddress(vector.unsignedUserOp.sender);
const SECOND_WALLET = getAddress('0x00000000000000000000000000000000000a11ce');
const CLIENT_SWA = getAddress(inputs.clientSWA);
const BENEFICIARY = getAddress('0x000000000000000000000000000000000000bea7');
const STRANGER = getAddress('0x0000000000000000000000000000000000005742');
/** A paymaster that answers a context (contracts/test/ContextPaymaster.sol), so the entry point runs its postOp. */
const CONTEXT_PAYMASTER = getAddress('0x00000000000000000000000000000000c0a7e470');
const session = privateKeyToAccount(inputs.sessionPrivKey);
const client = privateKeyToAccount(inputs.clientPrivateKey);
const owner = privateKeyToAccount(generatePrivateKey());
const DEPOSIT = 10n ** 20n;

const abi = [
  ...satchelEntryPointAbi,
  ...satchelPaymasterAbi.filter((i) => i.type !== 'function' || !['withdrawTo'].includes(i.name)),
  ...satchelJobManagerAbi,
  ...satchelAccountAbi,
  ...contextPaymasterAbi.filter((i) => i.type === 'event' || i.name === 'setRevertPostOp'),
] as Abi;

let chain: Awaited<ReturnType<typeof createContractsVm>>;
const send = (
  to: Address,
  fn: string,
  args: readonly unknown[],
  from: Address = PLATFORM_EXECUTOR,
  value = 0n,
) => chain.send(abi, to, fn, args, { from, value, timestamp: NOW, gasLimit: 30_000_000n });
const read = async (to: Address, fn: string, args: readonly unknown[]) =>
  (await send(to, fn, args, STRANGER)).result;
const balance = async (address: Address) =>
  (await chain.vm.stateManager.getAccount(createAddressFromString(address)))?.balance ?? 0n;

const handleOps = (
  ops: readonly SignedUserOperation[],
  opts: { entryPoint?: Address; timestamp?: bigint } = {},
) =>
  chain.send(
    abi,
    opts.entryPoint ?? SANDBOX.entryPoint,
    'handleOps',
    [ops.map(packUserOperation), BENEFICIARY],
    {
      from: PLATFORM_EXECUTOR,
      timestamp: opts.timestamp ?? NOW,
      gasLimit: 30_000_000n,
    },
  );

/** paymasterData of §9 for `uuid`, signed by `signer` for the vector's clientSWA. */
async function paymasterData(uuid: string, validUntil: bigint, signer: PrivateKeyAccount): Promise<Hex> {
  const packed = encodePacked(
    ['bytes32', 'address', 'uint48', 'uint48'],
    [uuidToBytes32(uuid) as Hex, CLIENT_SWA, Number(validUntil), 0],
  );
  const sig = await signer.signMessage({ message: { raw: keccak256(packed) } });
  return encodeAbiParameters(
    [{ type: 'address' }, { type: 'uint48' }, { type: 'uint48' }, { type: 'bytes' }],
    [CLIENT_SWA, Number(validUntil), 0, sig],
  );
}

interface OpOptions {
  set?: AddressSet;
  sender?: Address;
  uuid?: string;
  signer?: PrivateKeyAccount;
  paymasterSigner?: PrivateKeyAccount;
  paymasterValidUntil?: bigint;
  /** Sign the Okto client's hash (gasFees halves swapped) instead of the standard one. */
  oktoHash?: boolean;
  maxFeePerGas?: string;
  /** callData as given (a §11 TOKEN_TRANSFER otherwise). */
  callData?: Hex;
  /** Another paymaster, with its own data (the §9 data of the environment's paymaster otherwise). */
  paymaster?: { address: Address; data: Hex };
}

/** A TOKEN_TRANSFER operation as the SDK builds it (§10.1, §11), signed (§10.4). */
async function signedOp(o: OpOptions = {}): Promise<SignedUserOperation> {
  const set = o.set ?? 'satchel';
  const env = set === 'okto' ? OKTO : SANDBOX;
  const uuid = o.uuid ?? randomUUID();
  const sender = o.sender ?? WALLET;
  const op: UserOperation = {
    sender,
    nonce: uuidToBytes32(uuid),
    paymaster: o.paymaster?.address ?? env.paymaster,
    callGasLimit: '0x927c0',
    verificationGasLimit: '0x61a80',
    preVerificationGas: '0x186a0',
    maxFeePerGas: o.maxFeePerGas ?? inputs.gasValues.maxFeePerGas,
    maxPriorityFeePerGas: inputs.gasValues.maxPriorityFeePerGas,
    paymasterPostOpGasLimit: '0x30d40',
    paymasterVerificationGasLimit: '0x30d40',
    callData:
      o.callData ??
      encodeCallData({
        env: 'sandbox',
        addressSet: set,
        jobId: uuid,
        clientSWA: CLIENT_SWA,
        userSWA: sender,
        feePayerAddress: zeroAddress,
        policy: { gsnEnabled: false, sponsorshipEnabled: false },
        intentType: 'TOKEN_TRANSFER',
        jobParameters: vector.jobParameters,
      }),
    paymasterData:
      o.paymaster?.data ??
      (await paymasterData(uuid, o.paymasterValidUntil ?? NOW + 21600n, o.paymasterSigner ?? client)),
  };
  const hash = o.oktoHash ? oktoUserOperationHash(op, env) : userOperationHash(op, env);
  return { ...op, signature: await (o.signer ?? session).signMessage({ message: { raw: hash } }) };
}

/** The vector's own signed operation (test-fixtures/protocol-vectors.json, sandbox). */
const vectorOp = (): SignedUserOperation => ({ ...vector.unsignedUserOp, signature: vector.signature });

const failure = (o: CallOutcome) => {
  expect(o.reverted).toBe(true);
  return decodeEntryPointFailure(o.returned);
};

async function placeWallet(address: Address) {
  const at = createAddressFromString(address);
  await chain.vm.stateManager.putAccount(at, createAccount({ nonce: 1n, balance: 0n }));
  await chain.placeCode(address, satchelAccountDeployedBytecode);
  await chain.vm.stateManager.putStorage(at, hexToBytes(ACCOUNT_OWNER_SLOT), hexToBytes(owner.address));
}

beforeAll(async () => {
  chain = await createContractsVm({ chainId: SANDBOX.chainId });
  await chain.fund(PLATFORM_EXECUTOR, 10n ** 24n);
  for (const env of [SANDBOX, OKTO]) {
    await chain.placeCode(env.entryPoint, satchelEntryPointDeployedBytecode);
    await chain.placeCode(env.paymaster, satchelPaymasterDeployedBytecode);
    await chain.placeCode(env.jobManager, satchelJobManagerDeployedBytecode);
    expect((await send(env.paymaster, 'setClientSigner', [CLIENT_SWA, client.address, true])).reverted).toBe(
      false,
    );
    expect((await send(env.paymaster, 'deposit', [], PLATFORM_EXECUTOR, DEPOSIT)).reverted).toBe(false);
  }
  await chain.placeCode(CONTEXT_PAYMASTER, contextPaymasterDeployedBytecode);
  expect(
    (await send(SANDBOX.entryPoint, 'depositTo', [CONTEXT_PAYMASTER], PLATFORM_EXECUTOR, DEPOSIT)).reverted,
  ).toBe(false);
  for (const wallet of [WALLET, SECOND_WALLET]) {
    await placeWallet(wallet);
    expect((await send(wallet, 'addSession', [session.address, Number(NOW + 86_400n)])).reverted).toBe(false);
  }
}, 60_000);

describe('SatchelEntryPoint speaks ERC-4337 v0.7', () => {
  test('getUserOpHash is viem’s getUserOperationHash, the platform’s userOperationHash and the vector’s', async () => {
    const op = vectorOp();
    const viemHash = getUserOperationHash({
      chainId: SANDBOX.chainId,
      entryPointAddress: SANDBOX.entryPoint,
      entryPointVersion: '0.7',
      userOperation: {
        ...op,
        nonce: BigInt(op.nonce),
        callGasLimit: BigInt(op.callGasLimit),
        verificationGasLimit: BigInt(op.verificationGasLimit),
        preVerificationGas: BigInt(op.preVerificationGas),
        maxFeePerGas: BigInt(op.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
        paymasterPostOpGasLimit: BigInt(op.paymasterPostOpGasLimit),
        paymasterVerificationGasLimit: BigInt(op.paymasterVerificationGasLimit),
      } as never,
    });
    const onChain = await read(SANDBOX.entryPoint, 'getUserOpHash', [packUserOperation(op)]);
    expect(onChain).toBe(viemHash);
    expect(onChain).toBe(userOperationHash(op, SANDBOX));
    expect(onChain).toBe(vector.userOpHash);
  });

  test('its functions, events and errors have viem’s entryPoint07Abi signatures; encodeHandleOps decodes with it', async () => {
    const ours = (type: string, name: string) =>
      satchelEntryPointAbi.find((i) => i.type === type && 'name' in i && i.name === name) as
        AbiFunction | AbiEvent;
    const theirs = (type: string, name: string) =>
      entryPoint07Abi.find((i) => i.type === type && 'name' in i && i.name === name) as
        AbiFunction | AbiEvent;
    for (const name of ['handleOps', 'getUserOpHash', 'depositTo', 'balanceOf', 'withdrawTo'])
      expect(toFunctionSelector(ours('function', name) as AbiFunction)).toBe(
        toFunctionSelector(theirs('function', name) as AbiFunction),
      );
    for (const name of [
      'BeforeExecution',
      'UserOperationEvent',
      'UserOperationRevertReason',
      'PostOpRevertReason',
      'UserOperationPrefundTooLow',
      'Deposited',
      'Withdrawn',
    ]) {
      expect(toEventSelector(ours('event', name) as AbiEvent)).toBe(
        toEventSelector(theirs('event', name) as AbiEvent),
      );
      const indexed = (e: AbiEvent) => e.inputs.map((i) => `${i.name}:${String(i.indexed)}`);
      expect(indexed(ours('event', name) as AbiEvent)).toEqual(indexed(theirs('event', name) as AbiEvent));
    }
    for (const name of ['FailedOp', 'FailedOpWithRevert'])
      expect(toFunctionSelector(ours('error', name) as never)).toBe(
        toFunctionSelector(theirs('error', name) as never),
      );

    const op = vectorOp();
    const decoded = decodeFunctionData({ abi: entryPoint07Abi, data: encodeHandleOps([op], BENEFICIARY) });
    expect(decoded.functionName).toBe('handleOps');
    expect(decoded.args).toEqual([[packUserOperation(op)], BENEFICIARY]);
    expect(packUserOperation(op)).toEqual(
      expect.objectContaining({
        nonce: BigInt(vector.nonceBytes32),
        initCode: '0x',
        callData: vector.callData,
        accountGasLimits: vector.packedUserOp.accountGasLimits,
        gasFees: vector.packedUserOp.gasFees,
        paymasterAndData: vector.packedUserOp.paymasterAndData,
      }),
    );
  });
});

describe('a valid operation through handleOps', () => {
  test('the vector’s signed operation initiates its job, the paymaster pays and the beneficiary is paid', async () => {
    const depositBefore = (await read(SANDBOX.paymaster, 'getDeposit', [])) as bigint;
    const beneficiaryBefore = await balance(BENEFICIARY);
    const done = await handleOps([vectorOp()]);
    expect(done.reverted).toBe(false);

    const names = done.events.map((e) => e.eventName);
    // The paymaster answers no context, so the entry point calls no postOp (ERC-4337).
    expect(names).toEqual(['BeforeExecution', 'JobInitiated', 'UserOperationEvent']);
    expect(done.events[1]).toEqual({
      address: SANDBOX.jobManager,
      eventName: 'JobInitiated',
      args: {
        jobId: BigInt(vector.jobIdInteger),
        userSWA: WALLET,
        clientSWA: CLIENT_SWA,
        feePayerAddress: zeroAddress,
        intentType: 'TOKEN_TRANSFER',
        jobParameters: vector.jobParameters,
      },
    });
    const outcome = userOperationOutcomes(done.logs, SANDBOX.entryPoint).get(vector.userOpHash);
    expect(outcome).toMatchObject({ success: true, sender: WALLET, paymaster: SANDBOX.paymaster });
    expect(outcome!.revertReason).toBeUndefined();
    const cost = outcome!.actualGasCost;
    expect(cost).toBeGreaterThan(0n);
    // Gas used × the operation's gas price (min(maxFee, basefee + priority) ≤ maxFee).
    expect(cost).toBeLessThanOrEqual(outcome!.actualGasUsed * BigInt(inputs.gasValues.maxFeePerGas));
    expect(cost % outcome!.actualGasUsed).toBe(0n);

    expect(await read(SANDBOX.paymaster, 'getDeposit', [])).toBe(depositBefore - cost);
    expect(await balance(BENEFICIARY)).toBe(beneficiaryBefore + cost);
    expect(await read(SANDBOX.entryPoint, 'nonceUsed', [WALLET, BigInt(vector.nonceBytes32)])).toBe(true);
    expect(await read(SANDBOX.jobManager, 'jobInitiator', [BigInt(vector.jobIdInteger)])).toBe(WALLET);
  });

  test('an operation laid out off the canonical ABI in the bundle runs as the canonical one', async () => {
    // The entry point re-encodes each operation once for the account, the paymaster and its hash
    // (SatchelEntryPoint._encodeOp): the byte strings here come in reverse order, each after a word of 0xee.
    const op = await signedOp();
    const packed = packUserOperation(op);
    const word = (value: bigint) => value.toString(16).padStart(64, '0');
    const bytesTail = (data: Hex) => {
      const hex = data.slice(2);
      return word(BigInt(hex.length / 2)) + hex.padEnd(Math.ceil(hex.length / 64) * 64, '0');
    };
    const fields = [packed.initCode, packed.callData, packed.paymasterAndData, packed.signature] as Hex[];
    const offsets: bigint[] = [];
    let tails = '';
    for (let k = fields.length - 1; k >= 0; k--) {
      tails += 'ee'.repeat(32);
      offsets[k] = BigInt(9 * 32 + tails.length / 2);
      tails += bytesTail(fields[k]);
    }
    const tuple =
      word(BigInt(packed.sender)) +
      word(BigInt(packed.nonce)) +
      word(offsets[0]) +
      word(offsets[1]) +
      word(BigInt(packed.accountGasLimits)) +
      word(BigInt(packed.preVerificationGas)) +
      word(BigInt(packed.gasFees)) +
      word(offsets[2]) +
      word(offsets[3]) +
      tails;
    const data =
      `${toFunctionSelector('handleOps((address,uint256,bytes,bytes,bytes32,uint256,bytes32,bytes,bytes)[],address)')}${word(64n)}${word(BigInt(BENEFICIARY))}${word(1n)}${word(32n)}${tuple}` as Hex;
    // The same operation, read back from the hand-made calldata.
    expect(decodeFunctionData({ abi, data }).args).toEqual([[packed], BENEFICIARY]);

    const done = await chain.send(abi, SANDBOX.entryPoint, 'handleOps', [], {
      from: PLATFORM_EXECUTOR,
      timestamp: NOW,
      gasLimit: 30_000_000n,
      data,
    });
    expect(done.reverted).toBe(false);
    expect(done.events.map((e) => e.eventName)).toEqual([
      'BeforeExecution',
      'JobInitiated',
      'UserOperationEvent',
    ]);
    // Its UserOperationEvent carries the operation's hash (= viem's, the first test), so the entry point hashed the
    // operation it was given.
    const outcome = userOperationOutcomes(done.logs, SANDBOX.entryPoint).get(userOperationHash(op, SANDBOX));
    expect(outcome?.success).toBe(true);
  });

  test('an Okto-set operation signed over the Okto client’s hash validates; on the Satchel set it does not', async () => {
    const okto = await signedOp({ set: 'okto', oktoHash: true });
    const done = await handleOps([okto], { entryPoint: OKTO.entryPoint });
    expect(done.reverted).toBe(false);
    const outcome = userOperationOutcomes(done.logs, OKTO.entryPoint).get(userOperationHash(okto, OKTO));
    expect(outcome?.success).toBe(true);

    const satchel = await signedOp({ oktoHash: true });
    expect(failure(await handleOps([satchel]))).toMatchObject({ opIndex: 0, code: 'AA24' });
  });

  test('an execution revert fails that operation only, with its decoded reason; the payer still pays', async () => {
    const uuid = randomUUID();
    const first = await signedOp({ uuid });
    // The same job id from another wallet: its nonce is fresh, but the job manager refuses the job id again.
    const second = await signedOp({ uuid, sender: SECOND_WALLET });
    const depositBefore = (await read(SANDBOX.paymaster, 'getDeposit', [])) as bigint;
    const done = await handleOps([first, second]);
    expect(done.reverted).toBe(false);
    const outcomes = userOperationOutcomes(done.logs, SANDBOX.entryPoint);
    const ok = outcomes.get(userOperationHash(first, SANDBOX))!;
    const failed = outcomes.get(userOperationHash(second, SANDBOX))!;
    expect(ok.success).toBe(true);
    expect(failed).toMatchObject({
      success: false,
      revertReason: 'SatchelJobManager: job already initiated',
    });
    expect(failed.actualGasCost).toBeGreaterThan(0n);
    expect(await read(SANDBOX.paymaster, 'getDeposit', [])).toBe(
      depositBefore - ok.actualGasCost - failed.actualGasCost,
    );
    expect(await read(SANDBOX.jobManager, 'jobInitiator', [BigInt(uuidToBytes32(uuid))])).toBe(WALLET);
  });
});

describe('the wallet reads executeUserOp’s callData in place (§11.1)', () => {
  const word = (value: bigint) => value.toString(16).padStart(64, '0');
  const selectorWord = `8dd7712f${'0'.repeat(56)}`;
  const malformed = 'SatchelAccount: callData is not abi.encode(bytes4, address, uint256, bytes)';
  const outcomeOf = async (callData: Hex) => {
    const op = await signedOp({ callData });
    const done = await handleOps([op]);
    expect(done.reverted).toBe(false);
    return userOperationOutcomes(done.logs, SANDBOX.entryPoint).get(userOperationHash(op, SANDBOX))!;
  };

  test('a target that is not an address, an offset or a length past the end: the operation fails with why', async () => {
    const inner = `${word(BigInt(SANDBOX.jobManager) | (1n << 160n))}${word(0n)}${word(128n)}${word(0n)}`;
    for (const callData of [
      `0x${selectorWord}${inner}`,
      `0x${selectorWord}${word(BigInt(SANDBOX.jobManager))}${word(0n)}${word(4096n)}${word(0n)}`,
      `0x${selectorWord}${word(BigInt(SANDBOX.jobManager))}${word(0n)}${word(128n)}${word(33n)}${word(0n)}`,
      `0x${selectorWord}${word(BigInt(SANDBOX.jobManager))}`,
    ] as Hex[]) {
      expect(await outcomeOf(callData)).toMatchObject({ success: false, revertReason: malformed });
    }
  });

  test('a well-formed tuple calls its target with its data', async () => {
    // jobInitiator(7) as the wallet: a view call, so the operation succeeds and nothing changes.
    const data = `75abd9b3${word(7n)}`;
    const callData =
      `0x${selectorWord}${word(BigInt(SANDBOX.jobManager))}${word(0n)}${word(128n)}${word(36n)}${data.padEnd(128, '0')}` as Hex;
    expect(await outcomeOf(callData)).toMatchObject({ success: true });
  });
});

describe('a paymaster with a context: postOp in the operation’s inner frame', () => {
  const viaContextPaymaster = (uuid?: string) =>
    signedOp({ uuid, paymaster: { address: CONTEXT_PAYMASTER, data: '0x' } });
  const setRevertPostOp = (on: boolean) => send(CONTEXT_PAYMASTER, 'setRevertPostOp', [on], STRANGER);

  test('postOp is told the outcome and the cost; the paymaster’s deposit pays', async () => {
    const depositBefore = (await read(SANDBOX.entryPoint, 'balanceOf', [CONTEXT_PAYMASTER])) as bigint;
    const op = await viaContextPaymaster();
    const done = await handleOps([op]);
    expect(done.reverted).toBe(false);
    expect(done.events.map((e) => e.eventName)).toEqual([
      'BeforeExecution',
      'JobInitiated',
      'PostOpCalled',
      'UserOperationEvent',
    ]);
    const outcome = userOperationOutcomes(done.logs, SANDBOX.entryPoint).get(userOperationHash(op, SANDBOX))!;
    expect(outcome).toMatchObject({ success: true, paymaster: CONTEXT_PAYMASTER });
    const postOp = done.events[2].args as { sender: Address; mode: number; actualGasCost: bigint };
    expect(postOp.sender).toBe(WALLET);
    expect(postOp.mode).toBe(0);
    // v0.7 tells postOp the cost before its own gas: a little less than what the operation is charged.
    expect(postOp.actualGasCost).toBeGreaterThan(0n);
    expect(postOp.actualGasCost).toBeLessThan(outcome.actualGasCost);
    expect(await read(SANDBOX.entryPoint, 'balanceOf', [CONTEXT_PAYMASTER])).toBe(
      depositBefore - outcome.actualGasCost,
    );
  });

  test('a postOp that reverts undoes the execution: PostOpRevertReason, the operation failed, the payer pays', async () => {
    const uuid = randomUUID();
    const op = await viaContextPaymaster(uuid);
    expect((await setRevertPostOp(true)).reverted).toBe(false);
    try {
      const depositBefore = (await read(SANDBOX.entryPoint, 'balanceOf', [CONTEXT_PAYMASTER])) as bigint;
      const done = await handleOps([op]);
      expect(done.reverted).toBe(false);
      expect(done.events.map((e) => e.eventName)).toEqual([
        'BeforeExecution',
        'PostOpRevertReason',
        'UserOperationEvent',
      ]);
      const outcome = userOperationOutcomes(done.logs, SANDBOX.entryPoint).get(
        userOperationHash(op, SANDBOX),
      )!;
      expect(outcome.success).toBe(false);
      expect(outcome.actualGasCost).toBeGreaterThan(0n);
      expect(await read(SANDBOX.entryPoint, 'balanceOf', [CONTEXT_PAYMASTER])).toBe(
        depositBefore - outcome.actualGasCost,
      );
      // The job the execution initiated is gone with it.
      expect(await read(SANDBOX.jobManager, 'jobInitiator', [BigInt(uuidToBytes32(uuid))])).toBe(zeroAddress);
    } finally {
      await setRevertPostOp(false);
    }
  });
});

describe('refusals revert handleOps with the ERC-4337 code', () => {
  test('AA20 account not deployed', async () => {
    const op = await signedOp({ sender: getAddress('0x00000000000000000000000000000000000b0b00') });
    expect(failure(await handleOps([op]))).toEqual({
      opIndex: 0,
      code: 'AA20',
      reason: 'AA20 account not deployed',
    });
  });

  test('AA13: initCode is refused (wallets are placed, there is no factory)', async () => {
    const op = await signedOp();
    const packed = { ...packUserOperation(op), initCode: '0x01' as Hex };
    const o = await chain.send(abi, SANDBOX.entryPoint, 'handleOps', [[packed], BENEFICIARY], {
      from: PLATFORM_EXECUTOR,
      timestamp: NOW,
    });
    expect(failure(o)).toMatchObject({ code: 'AA13', reason: expect.stringContaining('no factory') });
  });

  test('AA22 when the session has expired', async () => {
    const shortLived = privateKeyToAccount(generatePrivateKey());
    await send(WALLET, 'addSession', [shortLived.address, Number(NOW + 60n)]);
    const op = await signedOp({ signer: shortLived });
    const f = failure(await handleOps([op], { timestamp: NOW + 61n }));
    expect(f).toEqual({ opIndex: 0, code: 'AA22', reason: 'AA22 expired or not due' });
    expect(actionableReason(f!.code)).toMatch(/expired: log in again/);
  });

  test('AA24 for a key that is not a session, and for a removed session', async () => {
    const other = privateKeyToAccount(generatePrivateKey());
    const f = failure(await handleOps([await signedOp({ signer: other })]));
    expect(f).toEqual({ opIndex: 0, code: 'AA24', reason: 'AA24 signature error' });
    expect(actionableReason(f!.code)).toBe(
      "the operation's signature is not by a session key registered on the wallet: log in again",
    );

    await send(WALLET, 'addSession', [other.address, Number(NOW + 600n)]);
    expect((await handleOps([await signedOp({ signer: other })])).reverted).toBe(false);
    const removed = await send(WALLET, 'removeSession', [other.address]);
    expect(removed.events.map((e) => e.eventName)).toEqual(['SessionRemoved']);
    expect(await read(WALLET, 'sessionValidUntil', [other.address])).toBe(0);
    expect(failure(await handleOps([await signedOp({ signer: other })]))?.code).toBe('AA24');
  });

  test('AA25 for a replayed nonce and for a nonce that is not a UUID; the failing index is named', async () => {
    const op = await signedOp();
    expect((await handleOps([op])).reverted).toBe(false);
    expect(failure(await handleOps([op]))).toEqual({
      opIndex: 0,
      code: 'AA25',
      reason: 'AA25 invalid account nonce',
    });
    const twice = await signedOp();
    expect(failure(await handleOps([twice, twice]))).toMatchObject({ opIndex: 1, code: 'AA25' });
    // Nothing of a refused bundle stays: the first copy's nonce is still unused.
    expect(await read(SANDBOX.entryPoint, 'nonceUsed', [WALLET, BigInt(twice.nonce)])).toBe(false);

    const base = await signedOp();
    const wide = { ...base, nonce: `0x01${base.nonce.slice(4)}` };
    const resigned = {
      ...wide,
      signature: await session.signMessage({ message: { raw: userOperationHash(wide, SANDBOX) } }),
    };
    expect(failure(await handleOps([resigned]))?.code).toBe('AA25');
  });

  test('AA31 when the paymaster’s deposit is below the prefund', async () => {
    const op = await signedOp({ maxFeePerGas: `0x${(10n ** 15n).toString(16)}` });
    expect(failure(await handleOps([op]))).toEqual({
      opIndex: 0,
      code: 'AA31',
      reason: 'AA31 paymaster deposit too low',
    });
  });

  test('AA32 when the paymaster data’s window has passed', async () => {
    const op = await signedOp({ paymasterValidUntil: NOW + 100n });
    const f = failure(await handleOps([op], { timestamp: NOW + 101n }));
    expect(f).toEqual({ opIndex: 0, code: 'AA32', reason: 'AA32 paymaster expired or not due' });
    expect(actionableReason(f!.code)).toBe(
      "the paymaster data's validity window has passed: build the operation again",
    );
  });

  test('AA33 with the paymaster’s reason for malformed paymaster data; AA34 for a signer not registered', async () => {
    const op = await signedOp();
    const short = { ...op, paymasterData: op.paymasterData.slice(0, -2) };
    const signedShort = {
      ...short,
      signature: await session.signMessage({ message: { raw: userOperationHash(short, SANDBOX) } }),
    };
    expect(failure(await handleOps([signedShort]))).toMatchObject({
      code: 'AA33',
      reason: 'AA33 reverted',
      innerReason: 'SatchelPaymaster: paymasterData must be 256 bytes',
    });

    // 256 bytes, but the signature's offset is not the canonical 0x80 (§9.3).
    const offCanonical = {
      ...op,
      paymasterData:
        `${op.paymasterData.slice(0, 194)}${'0'.repeat(62)}a0${op.paymasterData.slice(258)}` as Hex,
    };
    const signedOffCanonical = {
      ...offCanonical,
      signature: await session.signMessage({ message: { raw: userOperationHash(offCanonical, SANDBOX) } }),
    };
    expect(failure(await handleOps([signedOffCanonical]))).toMatchObject({
      code: 'AA33',
      reason: 'AA33 reverted',
      innerReason: 'SatchelPaymaster: paymasterData is not abi.encode(address, uint48, uint48, bytes)',
    });

    const unregistered = privateKeyToAccount(generatePrivateKey());
    expect(failure(await handleOps([await signedOp({ paymasterSigner: unregistered })]))).toEqual({
      opIndex: 0,
      code: 'AA34',
      reason: 'AA34 signature error',
    });
    await send(SANDBOX.paymaster, 'setClientSigner', [CLIENT_SWA, unregistered.address, true]);
    expect((await handleOps([await signedOp({ paymasterSigner: unregistered })])).reverted).toBe(false);
    await send(SANDBOX.paymaster, 'setClientSigner', [CLIENT_SWA, unregistered.address, false]);
    expect(await read(SANDBOX.paymaster, 'isClientSigner', [CLIENT_SWA, unregistered.address])).toBe(false);
  });

  test('AA95 when the bundle carries too little gas for an operation’s own limits, with or without postOp', async () => {
    // Validation fits in 850,000 gas; callGasLimit + paymasterPostOpGasLimit (800,000) + overhead then do not, whether
    // the execution runs from the entry point's frame (no context) or in its inner frame (a context: postOp).
    const withoutContext = await signedOp();
    const withContext = await signedOp({ paymaster: { address: CONTEXT_PAYMASTER, data: '0x' } });
    for (const op of [withoutContext, withContext]) {
      const o = await chain.send(
        abi,
        SANDBOX.entryPoint,
        'handleOps',
        [[packUserOperation(op)], BENEFICIARY],
        {
          from: PLATFORM_EXECUTOR,
          timestamp: NOW,
          gasLimit: 850_000n,
        },
      );
      expect(failure(o)).toEqual({ opIndex: 0, code: 'AA95', reason: 'AA95 out of gas' });
    }
  });

  test('decodeEntryPointFailure answers undefined for what is not a FailedOp', () => {
    expect(decodeEntryPointFailure(undefined)).toBeUndefined();
    expect(decodeEntryPointFailure('0x')).toBeUndefined();
    expect(decodeEntryPointFailure('0x08c379a0')).toBeUndefined();
  });
});

describe('the contracts’ table of environments', () => {
  test('shared/UserOperations.sol has each environment’s entry points and paymasters of both sets (§2.1)', () => {
    const source = readFileSync(
      new URL('../../contracts/shared/UserOperations.sol', import.meta.url),
      'utf8',
    );
    const table = [...source.matchAll(/id == (\d+)\) \{\s*return \(([^)]*)\)/g)]
      .map(([, id, list]) => [Number(id), list.split(',').map((a) => a.trim())])
      .sort(([a], [b]) => Number(a) - Number(b));
    expect(table).toEqual(
      (['staging', 'sandbox', 'production'] as const)
        .map((env) => {
          const [satchel, okto] = [environmentAddresses(env), environmentAddresses(env, 'okto')];
          return [satchel.chainId, [satchel.entryPoint, satchel.paymaster, okto.entryPoint, okto.paymaster]];
        })
        .sort(([a], [b]) => Number(a) - Number(b)),
    );
  });
});

describe('who may call what', () => {
  test('only the executor adds and removes sessions and sets client signers', async () => {
    const key = privateKeyToAccount(generatePrivateKey()).address;
    for (const from of [STRANGER, owner.address, WALLET, SANDBOX.entryPoint]) {
      expect(revertReason(await send(WALLET, 'addSession', [key, 1], from))).toBe(
        'SatchelAccount: caller is not the platform',
      );
      expect(revertReason(await send(WALLET, 'removeSession', [key], from))).toBe(
        'SatchelAccount: caller is not the platform',
      );
      expect(
        revertReason(await send(SANDBOX.paymaster, 'setClientSigner', [CLIENT_SWA, key, true], from)),
      ).toBe('SatchelPaymaster: caller is not the platform');
    }
    const added = await send(WALLET, 'addSession', [key, 1234]);
    expect(added.events).toEqual([
      { address: WALLET, eventName: 'SessionAdded', args: { key, validUntil: 1234 } },
    ]);
    expect(await read(WALLET, 'sessionValidUntil', [key])).toBe(1234);
    expect(revertReason(await send(WALLET, 'addSession', [key, 0]))).toBe(
      'SatchelAccount: session validUntil is zero',
    );
  });

  test('only the chain’s entry points call the account; only the paymaster’s own entry point calls it', async () => {
    const op = packUserOperation(vectorOp());
    for (const from of [STRANGER, PLATFORM_EXECUTOR, WALLET]) {
      expect(revertReason(await send(WALLET, 'validateUserOp', [op, vector.userOpHash, 0n], from))).toBe(
        'SatchelAccount: caller is not the entry point',
      );
      expect(revertReason(await send(WALLET, 'executeUserOp', [op, vector.userOpHash], from))).toBe(
        'SatchelAccount: caller is not the entry point',
      );
    }
    for (const from of [STRANGER, PLATFORM_EXECUTOR, OKTO.entryPoint]) {
      expect(
        revertReason(
          await send(SANDBOX.paymaster, 'validatePaymasterUserOp', [op, vector.userOpHash, 0n], from),
        ),
      ).toBe('SatchelPaymaster: caller is not the entry point');
    }
    // The entry point of the chain does validate (a valid signature of a fresh hash → validUntil << 160).
    const validated = await send(WALLET, 'validateUserOp', [op, vector.userOpHash, 0n], SANDBOX.entryPoint);
    expect(validated.result).toBe(BigInt(NOW + 86_400n) << 160n);
    const inner = await send(
      SANDBOX.entryPoint,
      'innerHandleOp',
      [
        '0x',
        {
          sender: WALLET,
          nonce: 0n,
          userOpHash: vector.userOpHash,
          paymaster: zeroAddress,
          callGasLimit: 0n,
          postOpGasLimit: 0n,
          maxFeePerGas: 0n,
          maxPriorityFeePerGas: 0n,
          prefund: 0n,
          preOpGas: 0n,
          context: '0x',
        },
      ],
      STRANGER,
    );
    expect(revertReason(inner)).toBe('AA92 internal call only');
  });

  test('only the job’s own wallet initiates it', async () => {
    const args = [1n, CLIENT_SWA, WALLET, zeroAddress, '0x', '0x', '0x', 'TOKEN_TRANSFER'];
    for (const from of [STRANGER, PLATFORM_EXECUTOR, SANDBOX.entryPoint])
      expect(revertReason(await send(SANDBOX.jobManager, 'initiateJob', args, from))).toBe(
        'SatchelJobManager: caller is not the userSWA',
      );
  });

  test('deposits: depositTo, balanceOf, withdrawTo with the ERC’s events', async () => {
    const deposited = await send(SANDBOX.entryPoint, 'depositTo', [STRANGER], PLATFORM_EXECUTOR, 5n);
    expect(deposited.events).toEqual([
      { address: SANDBOX.entryPoint, eventName: 'Deposited', args: { account: STRANGER, totalDeposit: 5n } },
    ]);
    await chain.fund(STRANGER, 10n ** 18n);
    const withdrawn = await send(SANDBOX.entryPoint, 'withdrawTo', [BENEFICIARY, 3n], STRANGER);
    expect(withdrawn.events).toEqual([
      {
        address: SANDBOX.entryPoint,
        eventName: 'Withdrawn',
        args: { account: STRANGER, withdrawAddress: BENEFICIARY, amount: 3n },
      },
    ]);
    expect(await read(SANDBOX.entryPoint, 'balanceOf', [STRANGER])).toBe(2n);
    expect(revertReason(await send(SANDBOX.entryPoint, 'withdrawTo', [BENEFICIARY, 3n], STRANGER))).toBe(
      'SatchelEntryPoint: amount exceeds the deposit',
    );
  });
});
