import { Account, Address, bigIntToBytes, hexToBytes } from '@ethereumjs/util';
import { encodeAbiParameters, hexToBigInt, keccak256, numberToHex, toHex, type Hex } from 'viem';
import { publicKeyToAddress } from 'viem/accounts';
import { satchelAccountDeployedBytecode } from './artifacts/satchel-account.js';
import type { LayeredState } from './layered-state.js';

/** A user as its account needs it: the wallet's address and the key that owns it (docs/protocol.md §5.4, §13.4). */
export interface AccountHolder {
  userSWA: string;
  ecdsaPublicKey: string;
}

/** The ERC-7201 slot of a storage namespace (SatchelAccount.sol's layout comment). */
export const erc7201Slot = (namespace: string): Hex =>
  numberToHex(
    hexToBigInt(
      keccak256(encodeAbiParameters([{ type: 'uint256' }], [hexToBigInt(keccak256(toHex(namespace))) - 1n])),
    ) & ~0xffn,
    { size: 32 },
  );

/** Where SatchelAccount keeps its owner: the first field of its `satchel.account` namespace. */
export const ACCOUNT_OWNER_SLOT = erc7201Slot('satchel.account');

/** One copy of the runtime code, shared by every account in memory. */
const ACCOUNT_CODE = hexToBytes(satchelAccountDeployedBytecode);
/** The placed wallets' code hash (`EXTCODEHASH`), which the faucet's minter admits as a claimer (place-minter.ts). */
export const ACCOUNT_CODE_HASH = keccak256(satchelAccountDeployedBytecode);
const OWNER_SLOT_KEY = hexToBytes(ACCOUNT_OWNER_SLOT);

/** The account's owner: the address of the user's secp256k1 key (`ecdsaPublicKey`, uncompressed). */
export const accountOwner = (ecdsaPublicKey: string): Hex => publicKeyToAddress(ecdsaPublicKey as Hex);

/**
 * Places the user's account at its userSWA in the state's top layer, unless code is there already: SatchelAccount's
 * runtime code, the owner in its slot (as the EVM stores a word: big-endian, no leading zeros) and nonce 1, a new
 * contract's first (EIP-161), so its first CREATE gets the address viem's `getContractAddress` computes from nonce 1.
 * A balance the address already holds stays. Returns whether it placed the account.
 */
export async function placeUserAccount(state: LayeredState, holder: AccountHolder): Promise<boolean> {
  const address = new Address(hexToBytes(holder.userSWA as Hex));
  if ((await state.getCodeSize(address)) > 0) return false;
  const account = (await state.getAccount(address)) ?? new Account();
  if (account.nonce < 1n) account.nonce = 1n;
  await state.putAccount(address, account);
  await state.putCode(address, ACCOUNT_CODE);
  const owner = bigIntToBytes(hexToBigInt(accountOwner(holder.ecdsaPublicKey)));
  await state.putStorage(address, OWNER_SLOT_KEY, owner);
  return true;
}
