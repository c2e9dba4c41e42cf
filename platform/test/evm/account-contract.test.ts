// SatchelAccount, the code of every user's wallet, in a bare @ethereumjs/vm (Cancun), placed as the platform places it
// (runtime code, nonce 1, the owner in its ERC-7201 slot): only the platform's executor makes it act; calls run
// with the wallet as the caller, reverts come back with the target's reason; deployments are CREATEs from the
// wallet; isValidSignature (ERC-1271) accepts the owner's signatures and nothing else. The platform's use of it:
// probe-rpc.test.ts, rpc-agrees.test.ts (SDK), okto-client.test.ts.
import { createAccount, createAddressFromString, hexToBytes } from '@ethereumjs/util';
import { beforeAll, describe, expect, test } from '@jest/globals';
import {
  encodeFunctionData,
  getAddress,
  getContractAddress,
  hashMessage,
  hexToBigInt,
  numberToHex,
  parseSignature,
  serializeSignature,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import {
  satchelAccountAbi,
  satchelAccountDeployedBytecode,
} from '../../src/evm/artifacts/satchel-account.js';
import { PLATFORM_EXECUTOR } from '../../src/evm/platform-accounts.js';
import { ACCOUNT_OWNER_SLOT } from '../../src/evm/user-account.js';
import { probeAbi, probeBytecode } from './artifacts/probe.js';
import { createContractsVm, revertReason } from './contracts-vm.js';

const WALLET = getAddress('0x0aAdc07EF355C3B68906D2889aB403d12176B31F');
const STRANGER = getAddress('0x0000000000000000000000000000000000005742');
const owner = privateKeyToAccount(generatePrivateKey());
// The wallet's events and Probe's together, so a call's logs all decode.
const abi = [...satchelAccountAbi, ...probeAbi] as Abi;
/** secp256k1's group order: n − s is the other valid `s` of a signature (EIP-2's malleability). */
const N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

let chain: Awaited<ReturnType<typeof createContractsVm>>;
let probe: Address;
const wallet = (functionName: string, args: readonly unknown[], from: Address = PLATFORM_EXECUTOR) =>
  chain.send(abi, WALLET, functionName, args, { from });
const isValid = async (hash: Hex, signature: Hex) =>
  (await wallet('isValidSignature', [hash, signature], STRANGER)).result;

beforeAll(async () => {
  chain = await createContractsVm();
  const at = createAddressFromString(WALLET);
  await chain.vm.stateManager.putAccount(at, createAccount({ nonce: 1n, balance: 10n ** 18n }));
  await chain.placeCode(WALLET, satchelAccountDeployedBytecode);
  await chain.vm.stateManager.putStorage(at, hexToBytes(ACCOUNT_OWNER_SLOT), hexToBytes(owner.address));
  probe = await chain.deploy(probeBytecode, STRANGER);
});

describe('SatchelAccount placed with its owner', () => {
  test('owner() reads the slot the platform writes (the namespace of the contract’s layout comment)', async () => {
    expect((await wallet('owner', [], STRANGER)).result).toBe(owner.address);
    expect(ACCOUNT_OWNER_SLOT).toBe('0xaf89936b858ea5b918aeb4ade0aabaead2aa2e78956c01a9cb726d7f6d9f1b00');
  });

  test('only the platform’s executor makes it act', async () => {
    const ping = encodeFunctionData({ abi: probeAbi, functionName: 'ping', args: ['x'] });
    for (const [fn, args] of [
      ['execute', [probe, 0n, ping]],
      ['executeBatch', [[{ target: probe, value: 0n, data: ping }]]],
      ['deploy', [0n, probeBytecode]],
    ] as const) {
      for (const from of [STRANGER, owner.address, WALLET])
        expect(revertReason(await wallet(fn, args, from))).toBe('SatchelAccount: caller is not the platform');
    }
  });

  test('execute: the target sees the wallet as the caller; value sent is logged; a revert keeps its reason', async () => {
    const ping = encodeFunctionData({ abi: probeAbi, functionName: 'ping', args: ['from the wallet'] });
    const done = await wallet('execute', [probe, 7n, ping]);
    expect(done.reverted).toBe(false);
    expect(done.events).toEqual([
      {
        address: probe,
        eventName: 'Pinged',
        args: { from: WALLET, message: 'from the wallet', count: 1n, value: 7n },
      },
      { address: WALLET, eventName: 'ValueSent', args: { to: probe, value: 7n } },
    ]);
    const fail = encodeFunctionData({ abi: probeAbi, functionName: 'fail', args: ['not today'] });
    expect(revertReason(await wallet('execute', [probe, 0n, fail]))).toBe('not today');
    const custom = encodeFunctionData({ abi: probeAbi, functionName: 'failCustom', args: [9n] });
    expect((await wallet('execute', [probe, 0n, custom])).error).toEqual({
      errorName: 'Denied',
      args: [WALLET, 9n],
    });
  });

  test('executeBatch: the calls in order, all or nothing', async () => {
    const ping = (m: string) => encodeFunctionData({ abi: probeAbi, functionName: 'ping', args: [m] });
    const fail = encodeFunctionData({ abi: probeAbi, functionName: 'fail', args: ['second fails'] });
    const before = (await chain.send(probeAbi, probe, 'count', [], { from: STRANGER })).result as bigint;
    const batch = await wallet('executeBatch', [
      [
        { target: probe, value: 0n, data: ping('a') },
        { target: probe, value: 0n, data: ping('b') },
      ],
    ]);
    expect(batch.events.map((e) => (e.args as { message: string }).message)).toEqual(['a', 'b']);
    expect(
      revertReason(
        await wallet('executeBatch', [
          [
            { target: probe, value: 0n, data: ping('c') },
            { target: probe, value: 0n, data: fail },
          ],
        ]),
      ),
    ).toBe('second fails');
    expect((await chain.send(probeAbi, probe, 'count', [], { from: STRANGER })).result).toBe(before + 2n);
  });

  test('deploy: a CREATE from the wallet at the address its nonce gives; a failing constructor keeps its reason', async () => {
    const nonce = (await chain.vm.stateManager.getAccount(createAddressFromString(WALLET)))!.nonce;
    const done = await wallet('deploy', [0n, probeBytecode]);
    const expected = getContractAddress({ from: WALLET, nonce });
    expect(done.result).toBe(expected);
    expect(done.events).toEqual([
      { address: WALLET, eventName: 'ContractDeployed', args: { deployed: expected } },
    ]);
    // Init code that reverts with Error("no"): codecopy its 100-byte tail to memory, revert with it. Then init code
    // that fails without data (INVALID).
    const reason = encodeFunctionData({
      abi: [{ type: 'function', name: 'Error', inputs: [{ type: 'string' }], outputs: [] }],
      args: ['no'],
    });
    const revertingInit: Hex = `0x6064600a5f3960645ffd${reason.slice(2)}`;
    expect(revertReason(await wallet('deploy', [0n, revertingInit]))).toBe('no');
    expect(revertReason(await wallet('deploy', [0n, '0xfe']))).toBe(
      'SatchelAccount: contract creation failed',
    );
  });

  test('isValidSignature (ERC-1271): the owner’s signature of the hash, and nothing else', async () => {
    const hash = hashMessage('Sign in to example.org');
    const signature = await owner.signMessage({ message: 'Sign in to example.org' });
    expect(await isValid(hash, signature)).toBe('0x1626ba7e');
    // v as 0/1 (the recovery id) is the same signature.
    const { r, s, yParity } = parseSignature(signature);
    expect(await isValid(hash, `${signature.slice(0, 130)}0${yParity}` as Hex)).toBe('0x1626ba7e');
    // The malleable twin (n − s, the other parity), a signature of something else, another signer, a wrong length.
    const twin = serializeSignature({
      r,
      s: numberToHex(N - hexToBigInt(s), { size: 32 }),
      yParity: 1 - yParity,
    });
    expect(await isValid(hash, twin)).toBe('0xffffffff');
    expect(await isValid(hashMessage('something else'), signature)).toBe('0xffffffff');
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({
      message: 'Sign in to example.org',
    });
    expect(await isValid(hash, other)).toBe('0xffffffff');
    expect(await isValid(hash, signature.slice(0, 130) as Hex)).toBe('0xffffffff');
    expect(await isValid(hash, '0x')).toBe('0xffffffff');
  });

  test('accepts native value and safe NFT transfers; ERC-165 names the receivers', async () => {
    expect(
      (await chain.send(abi, WALLET, 'onERC721Received', [STRANGER, STRANGER, 1n, '0x'], { from: probe }))
        .result,
    ).toBe('0x150b7a02');
    expect(
      (
        await chain.send(abi, WALLET, 'onERC1155Received', [STRANGER, STRANGER, 1n, 2n, '0x'], {
          from: probe,
        })
      ).result,
    ).toBe('0xf23a6e61');
    expect(
      (
        await chain.send(abi, WALLET, 'onERC1155BatchReceived', [STRANGER, STRANGER, [1n], [2n], '0x'], {
          from: probe,
        })
      ).result,
    ).toBe('0xbc197c81');
    for (const [id, supported] of [
      ['0x01ffc9a7', true],
      ['0x150b7a02', true],
      ['0x4e2312e0', true],
      ['0xffffffff', false],
    ] as const)
      expect((await wallet('supportsInterface', [id], STRANGER)).result).toBe(supported);
    const at = createAddressFromString(WALLET);
    const before = (await chain.vm.stateManager.getAccount(at))!.balance;
    const sent = await chain.vm.evm.runCall({
      caller: createAddressFromString(STRANGER),
      to: at,
      value: 5n,
      gasLimit: 100_000n,
      skipBalance: true,
    });
    expect(sent.execResult.exceptionError).toBeUndefined();
    expect((await chain.vm.stateManager.getAccount(at))!.balance).toBe(before + 5n);
  });
});
