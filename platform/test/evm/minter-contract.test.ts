// SatchelMinter, the code of the platform's minter account (the faucet), in a bare @ethereumjs/vm (Cancun), configured
// by the platform's own placement (place-minter.ts) for Base Sepolia and Polygon Amoy: a user's wallet claims
// (the executor → the wallet's `execute(minter, 0, claim())`) and is topped up to the seeded amounts, native from the
// minter's balance; the welcome NFTs once per wallet; nobody else may claim. The platform's use of it: faucet tests.
import { createAddressFromString } from '@ethereumjs/util';
import { beforeAll, describe, expect, test } from '@jest/globals';
import { encodeFunctionData, getAddress, type Abi, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { satchelAccountAbi } from '../../src/evm/artifacts/satchel-account.js';
import {
  satchelCollection1155Abi,
  satchelCollection1155DeployedBytecode,
} from '../../src/evm/artifacts/satchel-collection-1155.js';
import {
  satchelCollection721Abi,
  satchelCollection721DeployedBytecode,
} from '../../src/evm/artifacts/satchel-collection-721.js';
import { satchelMinterAbi } from '../../src/evm/artifacts/satchel-minter.js';
import { satchelTokenAbi, satchelTokenDeployedBytecode } from '../../src/evm/artifacts/satchel-token.js';
import type { LayeredState } from '../../src/evm/layered-state.js';
import { placeMinter } from '../../src/evm/place-minter.js';
import { FAUCET_PREFUND, PLATFORM_EXECUTOR, PLATFORM_MINTER } from '../../src/evm/platform-accounts.js';
import { placeUserAccount } from '../../src/evm/user-account.js';
import { SEED_COLLECTIONS } from '../../src/world/seed-collections.js';
import { SEED_TOKENS } from '../../src/world/seed-tokens.js';
import { createContractsVm, revertReason } from './contracts-vm.js';

const BASE = 'eip155:84532';
const AMOY = 'eip155:80002';
const ZERO = getAddress(`0x${'0'.repeat(40)}`);
// The wallets', the minter's and the tokens' events together, so a claim's logs all decode.
const abi = [...satchelAccountAbi, ...satchelMinterAbi, ...satchelTokenAbi] as Abi;
const CLAIM = encodeFunctionData({ abi: satchelMinterAbi, functionName: 'claim' });

type Vm = Awaited<ReturnType<typeof createContractsVm>>;
const stateOf = (vm: Vm) => vm.vm.stateManager as unknown as LayeredState;
const erc20s = (caipId: string) =>
  SEED_TOKENS.filter((t) => t.caipId === caipId && t.address !== '').map((t) => getAddress(t.address));

/** A chain as the platform seeds it: tokens (and on Amoy the collections) initialized by the minter, then the minter. */
async function seededChain(caipId: string, lastWelcomeId: number | null = null): Promise<Vm> {
  const chain = await createContractsVm();
  await chain.fund(PLATFORM_EXECUTOR, 10n ** 21n);
  for (const token of erc20s(caipId)) {
    await chain.placeCode(token, satchelTokenDeployedBytecode);
    await chain.send(satchelTokenAbi, token, 'initialize', ['T', 'T', 6, PLATFORM_MINTER], {
      from: PLATFORM_MINTER,
    });
  }
  if (caipId === AMOY) {
    const { erc721, erc1155 } = SEED_COLLECTIONS;
    await chain.placeCode(erc721.collectionAddress, satchelCollection721DeployedBytecode);
    await chain.send(
      satchelCollection721Abi,
      erc721.collectionAddress,
      'initialize',
      ['X', 'X', 'u', PLATFORM_MINTER],
      {
        from: PLATFORM_MINTER,
      },
    );
    await chain.placeCode(erc1155.collectionAddress, satchelCollection1155DeployedBytecode);
    await chain.send(
      satchelCollection1155Abi,
      erc1155.collectionAddress,
      'initialize',
      ['u', PLATFORM_MINTER],
      {
        from: PLATFORM_MINTER,
      },
    );
  }
  await placeMinter(stateOf(chain), caipId, () => ({ lastWelcomeId, welcomed: [] }));
  return chain;
}

/** A user's wallet (SatchelAccount placed as at a first login, keeping the `balance` the address held). */
async function newWallet(chain: Vm, balance = 0n): Promise<Address> {
  const userSWA = privateKeyToAccount(generatePrivateKey()).address;
  if (balance > 0n) await chain.fund(userSWA, balance);
  const ecdsaPublicKey = privateKeyToAccount(generatePrivateKey()).publicKey;
  await placeUserAccount(stateOf(chain), { userSWA, ecdsaPublicKey });
  return userSWA;
}

/** The faucet's transaction: the executor has the wallet call the minter's `claim`. */
const claimThrough = (chain: Vm, wallet: Address, callAbi: Abi = abi) =>
  chain.send(callAbi, wallet, 'execute', [PLATFORM_MINTER, 0n, CLAIM], {
    from: PLATFORM_EXECUTOR,
    origin: PLATFORM_EXECUTOR,
  });
const nativeBalance = async (chain: Vm, account: Address) =>
  (await chain.vm.stateManager.getAccount(createAddressFromString(account)))?.balance ?? 0n;
const balanceOf = async (chain: Vm, token: Address, account: Address) =>
  (await chain.send(satchelTokenAbi, token, 'balanceOf', [account], { from: account })).result;

describe('SatchelMinter on Base Sepolia: the faucet amounts', () => {
  let chain: Vm;
  let wallet: Address;
  const [usdc, usdt] = erc20s(BASE);
  beforeAll(async () => {
    chain = await seededChain(BASE);
    wallet = await newWallet(chain);
  });

  test('the placement configures the seeded amounts and prefunds the minter', async () => {
    const read = await chain.send(satchelMinterAbi, PLATFORM_MINTER, 'due', [wallet], { from: wallet });
    // Tokens, what the wallet holds, the amounts, whether welcome NFTs are due (none on Base).
    expect(read.result).toEqual([
      [ZERO, usdc, usdt],
      [0n, 0n, 0n],
      [5n * 10n ** 17n, 10n ** 9n, 10n ** 9n],
      false,
    ]);
    expect(await nativeBalance(chain, PLATFORM_MINTER)).toBe(FAUCET_PREFUND);
  });

  test('only a platform wallet in a transaction of the executor may claim', async () => {
    const refused = 'SatchelMinter: caller is not a platform wallet';
    const direct = (from: Address, origin?: Address) =>
      chain.send(satchelMinterAbi, PLATFORM_MINTER, 'claim', [], { from, origin });
    // An externally owned account, the executor itself, a contract that is not a wallet (a token).
    expect(revertReason(await direct(privateKeyToAccount(generatePrivateKey()).address))).toBe(refused);
    expect(revertReason(await direct(PLATFORM_EXECUTOR, PLATFORM_EXECUTOR))).toBe(refused);
    expect(revertReason(await direct(usdc, PLATFORM_EXECUTOR))).toBe(refused);
    // The wallet's code, but not the executor's transaction.
    expect(revertReason(await direct(wallet, wallet))).toBe(refused);
    // Anyone but the executor cannot make the wallet act at all.
    const other = await chain.send(abi, wallet, 'execute', [PLATFORM_MINTER, 0n, CLAIM], { from: wallet });
    expect(revertReason(other)).toBe('SatchelAccount: caller is not the platform');
    const mayClaim = (claimer: Address) =>
      chain.send(satchelMinterAbi, PLATFORM_MINTER, 'mayClaim', [claimer], {
        from: wallet,
        origin: PLATFORM_EXECUTOR,
      });
    expect([(await mayClaim(wallet)).result, (await mayClaim(usdc)).result]).toEqual([true, false]);
    expect(await nativeBalance(chain, wallet)).toBe(0n);
  });

  test('the wallet’s claim tops it up: native from the minter’s balance, the tokens minted to the wallet', async () => {
    const claimed = await claimThrough(chain, wallet);
    expect(claimed.reverted).toBe(false);
    expect(claimed.events).toEqual([
      { address: PLATFORM_MINTER, eventName: 'ValueForwarded', args: { to: wallet, value: 5n * 10n ** 17n } },
      { address: usdc, eventName: 'Transfer', args: { from: ZERO, to: wallet, value: 10n ** 9n } },
      { address: usdt, eventName: 'Transfer', args: { from: ZERO, to: wallet, value: 10n ** 9n } },
    ]);
    expect(await nativeBalance(chain, wallet)).toBe(5n * 10n ** 17n);
    expect(await nativeBalance(chain, PLATFORM_MINTER)).toBe(FAUCET_PREFUND - 5n * 10n ** 17n);
    expect(await balanceOf(chain, usdc, wallet)).toBe(10n ** 9n);
  });

  test('a wallet at its amounts gets nothing; one that spent gets the difference only', async () => {
    expect((await claimThrough(chain, wallet)).events).toEqual([]);
    const spend = encodeFunctionData({ abi: satchelTokenAbi, functionName: 'transfer', args: [ZERO, 1n] });
    const elsewhere = getAddress('0x00000000000000000000000000000000000a11ce');
    await chain.send(abi, wallet, 'execute', [elsewhere, 7n, '0x'], { from: PLATFORM_EXECUTOR });
    await chain.send(abi, wallet, 'execute', [usdt, 0n, spend], { from: PLATFORM_EXECUTOR });
    const topped = await claimThrough(chain, wallet);
    expect(topped.events).toEqual([
      { address: PLATFORM_MINTER, eventName: 'ValueForwarded', args: { to: wallet, value: 7n } },
    ]);
    const second = await newWallet(chain);
    expect((await claimThrough(chain, second)).events).toHaveLength(3);
  });
});

describe('SatchelMinter on Polygon Amoy: the welcome NFTs, once per wallet', () => {
  const { erc721, erc1155 } = SEED_COLLECTIONS;
  // Only the collections' events: the wallet holds its token amounts before it claims, so nothing else is logged.
  const nftAbi = [...satchelAccountAbi, ...satchelCollection721Abi, ...satchelCollection1155Abi] as Abi;
  let chain: Vm;
  const holding = async () => {
    const wallet = await newWallet(chain, 20n * 10n ** 18n);
    for (const token of erc20s(AMOY))
      await chain.send(satchelTokenAbi, token, 'mint', [wallet, 10n ** 9n], { from: PLATFORM_MINTER });
    return wallet;
  };
  beforeAll(async () => {
    chain = await seededChain(AMOY);
  });

  test('the first claim mints the next ERC-721 id and five badges; a second claim mints none', async () => {
    const [alice, bob] = [await holding(), await holding()];
    for (const [wallet, id] of [
      [alice, 1n],
      [bob, 2n],
    ] as const) {
      const claimed = await claimThrough(chain, wallet, nftAbi);
      expect(revertReason(claimed)).toBeUndefined();
      expect(claimed.events).toEqual([
        {
          address: erc721.collectionAddress,
          eventName: 'Transfer',
          args: { from: ZERO, to: wallet, tokenId: id },
        },
        {
          address: erc1155.collectionAddress,
          eventName: 'TransferSingle',
          args: { operator: PLATFORM_MINTER, from: ZERO, to: wallet, id: 42n, value: 5n },
        },
      ]);
    }
    expect((await claimThrough(chain, alice, nftAbi)).events).toEqual([]);
    const welcomeDue = async (wallet: Address) =>
      (
        (await chain.send(satchelMinterAbi, PLATFORM_MINTER, 'due', [wallet], { from: wallet }))
          .result as unknown[]
      )[3];
    expect([await welcomeDue(alice), await welcomeDue(await holding())]).toEqual([false, true]);
  });

  test('placed where welcome ids were handed out already (an older database), the next claim continues them', async () => {
    chain = await seededChain(AMOY, 17);
    const wallet = await holding();
    const claimed = await claimThrough(chain, wallet, nftAbi);
    expect(claimed.events[0]).toMatchObject({ eventName: 'Transfer', args: { tokenId: 18n } });
  });
});
