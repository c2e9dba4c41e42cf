import type { ChainType } from '../constants/protocol.js';
import { isSolanaAddress } from '../solana-address.js';
import { HEX_ADDRESS } from './key-patterns.js';

// The address rules of each chain family, one place for every intent schema: an address that can never be sent
// to is refused at the door (SDK, BFF and platform alike), not left to fail while the order settles.

/** An Aptos account address: `0x` and 1 to 64 hex digits (a 32-byte value, leading zeros optional: `0x1`). */
export const APTOS_ADDRESS = /^0x[0-9a-fA-F]{1,64}$/;

/** A Move identifier (module, function or struct name). */
const MOVE_NAME = '[A-Za-z_][A-Za-z0-9_]*';

/** An Aptos entry function `address::module::function`, e.g. `0x1::aptos_account::transfer`. */
export const APTOS_FUNCTION = new RegExp(`^0x[0-9a-fA-F]{1,64}::${MOVE_NAME}::${MOVE_NAME}$`);

/** An Aptos coin type `address::module::Struct`: a token may be named by it or by its address. */
const APTOS_COIN_TYPE = APTOS_FUNCTION;

/** Calldata: `0x` and whole bytes (an even number of hex digits). */
export const HEX_CALLDATA = /^0x([0-9a-fA-F]{2})*$/;

/** Whether `value` is an account address of the family (EVM: exactly 20 bytes; unknown families: EVM's rule). */
export function isAccountAddress(family: ChainType | undefined, value: string): boolean {
  if (family === 'APTOS') return APTOS_ADDRESS.test(value);
  if (family === 'SOLANA') return isSolanaAddress(value);
  return HEX_ADDRESS.test(value);
}

/** Whether `value` names a token of the family: `""` (the native token), or its address (Aptos: or coin type). */
export function isTokenOf(family: ChainType | undefined, value: string): boolean {
  if (value === '') return true;
  if (family === 'APTOS') return APTOS_ADDRESS.test(value) || APTOS_COIN_TYPE.test(value);
  return isAccountAddress(family, value);
}
