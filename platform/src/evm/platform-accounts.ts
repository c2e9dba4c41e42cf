import { getAddress, keccak256, toHex, type Hex } from 'viem';

const derived = (label: string) => getAddress(`0x${keccak256(toHex(label)).slice(-40)}`) as Hex;

/**
 * The minter of every seeded token and collection, and the faucet: an impersonated account (nobody holds its key)
 * that initializes the seeded contracts, then holds SatchelMinter's code, which the users' wallets `claim` from
 * (docs/accounts.md); it pays the native top-ups from its balance (FAUCET_PREFUND, placed with the code).
 */
export const PLATFORM_MINTER = derived('satchel:evm:minter');

/** 10^30 wei: a billion faucet rounds of 0.5 ETH / 20 POL (prefunded, not minted: native has no contract). */
export const FAUCET_PREFUND = 10n ** 30n;

/** RAW_TRANSACTION to this address with creation code deploys a contract (the wire requires a `to`). */
export const CREATE_ADDRESS = `0x${'0'.repeat(40)}` as Hex;

/** Pays the gas of sponsored orders (no fee payer given) and of the platform's own transactions; prefunded at seed. */
export const PLATFORM_PAYMASTER = derived('satchel:evm:paymaster');

/**
 * Sends every order's transaction: a call to the user's account (SatchelAccount `execute` / `deploy`), the only
 * caller it accepts, so targets see the account as `msg.sender` and this account as `tx.origin`; prefunded at seed.
 */
export const PLATFORM_EXECUTOR = derived('satchel:evm:executor');

/** The coinbase of every block: receives the priority fees (the base fee is burned). */
export const PLATFORM_SEQUENCER = derived('satchel:evm:sequencer');
