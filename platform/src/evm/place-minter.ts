import { Account, Address, bigIntToBytes, bytesToBigInt, equalsBytes, hexToBytes } from '@ethereumjs/util';
import { encodeAbiParameters, getAddress, hexToBigInt, keccak256, numberToHex, type Hex } from 'viem';
import { FAUCET_BADGE_ID, FAUCET_BADGE_QUANTITY, SEED_COLLECTIONS } from '../world/seed-collections.js';
import { SEED_TOKENS } from '../world/seed-tokens.js';
import { satchelMinterDeployedBytecode } from './artifacts/satchel-minter.js';
import type { LayeredState } from './layered-state.js';
import { FAUCET_PREFUND, PLATFORM_MINTER } from './platform-accounts.js';
import { ACCOUNT_CODE_HASH, erc7201Slot } from './user-account.js';

/** What the faucet hands out on one chain: SatchelMinter's `Faucet` struct (SatchelMinter.sol), from the seed. */
export interface MinterConfig {
  /** Token address (zero: native) → the balance `claim` tops the wallet up to, in claim order. */
  amounts: [Hex, bigint][];
  /** The welcome NFTs, on the chain that has them. */
  welcome?: { erc721: Hex; erc1155: Hex; badgeId: bigint; badgeQuantity: bigint };
}

const ZERO = `0x${'0'.repeat(40)}` as Hex;
const MINTER = new Address(hexToBytes(PLATFORM_MINTER));
const MINTER_CODE = hexToBytes(satchelMinterDeployedBytecode);

// The struct's fields, in declaration order from the namespace's slot (ERC-7201, as in SatchelMinter.sol).
const BASE = hexToBigInt(erc7201Slot('satchel.minter'));
const FIELD = {
  walletCode: 0n,
  tokens: 1n,
  amount: 2n,
  welcome721: 3n,
  lastWelcomeId: 4n,
  welcome1155: 5n,
  badgeId: 6n,
  badgeQuantity: 7n,
  welcomed: 8n,
};
const slotOf = (field: bigint): bigint => BASE + field;
const word = (n: bigint): Hex => numberToHex(n, { size: 32 });
/** A mapping's entry: keccak256(abi.encode(key, slot)). */
const entry = (field: bigint, key: Hex, keyType: 'address' | 'bytes32'): bigint =>
  hexToBigInt(keccak256(encodeAbiParameters([{ type: keyType }, { type: 'uint256' }], [key, slotOf(field)])));
/** A dynamic array's element i: keccak256(slot) + i. */
const element = (field: bigint, i: number): bigint => hexToBigInt(keccak256(word(slotOf(field)))) + BigInt(i);

/** The minter's configuration on `caipId`: the seeded tokens' faucet amounts and, on the NFT chain, the welcome NFTs. */
export function minterConfig(caipId: string): MinterConfig {
  const amounts = SEED_TOKENS.filter((t) => t.caipId === caipId).map((t): [Hex, bigint] => [
    // Checksummed for the ABI encoder (a seeded address's case is not always its checksum).
    t.address === '' ? ZERO : getAddress(t.address),
    BigInt(t.faucetAmount),
  ]);
  const { erc721, erc1155 } = SEED_COLLECTIONS;
  const welcome =
    erc721.caipId === caipId
      ? {
          erc721: erc721.collectionAddress,
          erc1155: erc1155.collectionAddress,
          badgeId: BigInt(FAUCET_BADGE_ID),
          badgeQuantity: FAUCET_BADGE_QUANTITY,
        }
      : undefined;
  return { amounts, welcome };
}

/** Storage writes, [slot, value], that make the minter's storage hold `config` (and admit the wallets' code). */
function configWrites(config: MinterConfig): [bigint, bigint][] {
  const writes: [bigint, bigint][] = [
    [entry(FIELD.walletCode, ACCOUNT_CODE_HASH, 'bytes32'), 1n],
    [slotOf(FIELD.tokens), BigInt(config.amounts.length)],
  ];
  config.amounts.forEach(([token, amount], i) => {
    writes.push([element(FIELD.tokens, i), hexToBigInt(token)]);
    writes.push([entry(FIELD.amount, token, 'address'), amount]);
  });
  const w = config.welcome;
  writes.push([slotOf(FIELD.welcome721), w ? hexToBigInt(w.erc721) : 0n]);
  writes.push([slotOf(FIELD.welcome1155), w ? hexToBigInt(w.erc1155) : 0n]);
  writes.push([slotOf(FIELD.badgeId), w?.badgeId ?? 0n]);
  writes.push([slotOf(FIELD.badgeQuantity), w?.badgeQuantity ?? 0n]);
  return writes;
}

const key = (slot: bigint) => hexToBytes(word(slot));

/** The state calls placing the minter needs (the chain's LayeredState; a bare VM's state manager in tests). */
export type MinterState = Pick<
  LayeredState,
  'getAccount' | 'putAccount' | 'getCode' | 'putCode' | 'getStorage' | 'putStorage'
>;

/** Writes `value` at `slot` unless it is there already (so an unchanged minter leaves the layer empty). */
async function store(state: MinterState, slot: bigint, value: bigint): Promise<void> {
  if (bytesToBigInt(await state.getStorage(MINTER, key(slot))) === value) return;
  await state.putStorage(MINTER, key(slot), value === 0n ? new Uint8Array() : bigIntToBytes(value));
}

/** What an older database tells a minter placed over an earlier one (the welcome NFTs handed out so far). */
export interface MinterHistory {
  /** The highest welcome ERC-721 id minted (null: none). */
  lastWelcomeId: number | null;
  /** The wallets that had the welcome NFTs. */
  welcomed: string[];
}

/**
 * Makes the minter account SatchelMinter on a chain whose seeded contracts are initialized, in the state's top layer:
 * the runtime code (replacing an older minter's, then with `history` on the NFT chain), its configuration (the
 * faucet's amounts and welcome NFTs of `caipId`, and the wallets' code hash, kept in step on every open: a hash
 * admitted once stays, so wallets placed with an earlier SatchelAccount still claim), and, when it has none, a native
 * balance of FAUCET_PREFUND to pay the native top-ups from.
 */
export async function placeMinter(
  state: MinterState,
  caipId: string,
  history: () => MinterHistory,
): Promise<void> {
  const config = minterConfig(caipId);
  if (!equalsBytes(await state.getCode(MINTER), MINTER_CODE)) {
    await state.putCode(MINTER, MINTER_CODE);
    if (config.welcome) {
      const { lastWelcomeId, welcomed } = history();
      await store(state, slotOf(FIELD.lastWelcomeId), BigInt(lastWelcomeId ?? 0));
      for (const wallet of welcomed)
        await store(state, entry(FIELD.welcomed, getAddress(wallet), 'address'), 1n);
    }
  }
  const account = (await state.getAccount(MINTER)) ?? new Account();
  if (account.balance === 0n) {
    account.balance = FAUCET_PREFUND;
    await state.putAccount(MINTER, account);
  }
  for (const [slot, value] of configWrites(config)) await store(state, slot, value);
}
