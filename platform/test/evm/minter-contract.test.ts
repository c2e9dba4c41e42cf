// SatchelMinter, the code of the platform's minter account, in a bare @ethereumjs/vm (Cancun): only the faucet
// account calls `fund`; the value goes to the recipient (ValueForwarded) and each call runs with the minter as its
// caller; one failing call reverts it all with that call's reason. The platform's use of it: faucet tests.
import { createAddressFromString } from '@ethereumjs/util';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { encodeFunctionData, getAddress, type Abi, type Address, type Hex } from 'viem';
import { satchelMinterAbi, satchelMinterDeployedBytecode } from '../../src/evm/artifacts/satchel-minter.js';
import { satchelTokenAbi, satchelTokenDeployedBytecode } from '../../src/evm/artifacts/satchel-token.js';
import { PLATFORM_FAUCET, PLATFORM_MINTER } from '../../src/evm/platform-accounts.js';
import { createContractsVm, revertReason } from './contracts-vm.js';

const ALICE = getAddress('0x00000000000000000000000000000000000a11ce');
const USDC = getAddress('0x036CbD53842c5426634e7929541eC2318f3dCF7e');
const USDT = getAddress('0x323e78f944A9a1FcF3a10efcC5319DBb0bB6e673');
const NO_CODE = getAddress('0x0000000000000000000000000000000000000c0d');
// The minter's events and the tokens' together, so the fund call's logs all decode.
const abi = [...satchelMinterAbi, ...satchelTokenAbi] as Abi;
const mint = (target: Address, to: Address, amount: bigint) => ({
  target,
  callData: encodeFunctionData({ abi: satchelTokenAbi, functionName: 'mint', args: [to, amount] }) as Hex,
});

let chain: Awaited<ReturnType<typeof createContractsVm>>;
const fund = (calls: { target: Address; callData: Hex }[], from: Address = PLATFORM_FAUCET, value = 0n) =>
  chain.send(abi, PLATFORM_MINTER, 'fund', [ALICE, calls], { from, value });
const balanceOf = async (token: Address, account: Address) =>
  (await chain.send(abi, token, 'balanceOf', [account], { from: ALICE })).result;
const nativeBalance = async (account: Address) =>
  (await chain.vm.stateManager.getAccount(createAddressFromString(account)))?.balance ?? 0n;

beforeAll(async () => {
  chain = await createContractsVm();
  await chain.fund(PLATFORM_FAUCET, 10n ** 21n);
  await chain.fund(ALICE, 1n);
  for (const [token, symbol] of [
    [USDC, 'USDC'],
    [USDT, 'USDT'],
  ] as const) {
    await chain.placeCode(token, satchelTokenDeployedBytecode);
    await chain.send(satchelTokenAbi, token, 'initialize', [symbol, symbol, 6, PLATFORM_MINTER], {
      from: PLATFORM_MINTER,
    });
  }
  await chain.placeCode(PLATFORM_MINTER, satchelMinterDeployedBytecode);
});

describe('SatchelMinter placed at the minter account', () => {
  test('only the faucet account may call fund', async () => {
    expect(revertReason(await fund([mint(USDC, ALICE, 1n)], ALICE))).toBe(
      'SatchelMinter: caller is not the faucet',
    );
    expect(await balanceOf(USDC, ALICE)).toBe(0n);
  });

  test('fund passes the value on and mints as the minter, in order, with the events', async () => {
    const funded = await fund([mint(USDC, ALICE, 1_000n), mint(USDT, ALICE, 2_000n)], PLATFORM_FAUCET, 5n);
    expect(funded.reverted).toBe(false);
    const zero = getAddress(`0x${'0'.repeat(40)}`);
    expect(funded.events).toEqual([
      { address: PLATFORM_MINTER, eventName: 'ValueForwarded', args: { to: ALICE, value: 5n } },
      { address: USDC, eventName: 'Transfer', args: { from: zero, to: ALICE, value: 1_000n } },
      { address: USDT, eventName: 'Transfer', args: { from: zero, to: ALICE, value: 2_000n } },
    ]);
    expect(await balanceOf(USDC, ALICE)).toBe(1_000n);
    expect(await balanceOf(USDT, ALICE)).toBe(2_000n);
    expect(await nativeBalance(ALICE)).toBe(6n);
    expect(await nativeBalance(PLATFORM_MINTER)).toBe(0n);
  });

  test('without value it only mints (no ValueForwarded)', async () => {
    const funded = await fund([mint(USDC, ALICE, 1n)]);
    expect(funded.events.map((e) => e.eventName)).toEqual(['Transfer']);
  });

  test('a failing call reverts everything with its reason; a call to an account without code reverts', async () => {
    const zero = getAddress(`0x${'0'.repeat(40)}`);
    const failed = await fund([mint(USDC, ALICE, 7n), mint(USDT, zero, 1n)], PLATFORM_FAUCET, 3n);
    expect(revertReason(failed)).toBe('ERC20: mint to the zero address');
    expect(await balanceOf(USDC, ALICE)).toBe(1_001n);
    expect(await nativeBalance(ALICE)).toBe(6n);
    expect(revertReason(await fund([{ target: NO_CODE, callData: '0x' }]))).toBe(
      'SatchelMinter: call to an account without code',
    );
  });
});
