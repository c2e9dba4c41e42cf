import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { getAddress, keccak256, stringToBytes } from 'viem';
import { base58Encode } from '@satchel/shared';

export interface UserAddresses {
  /** EIP-55, every EVM network. */
  userSWA: `0x${string}`;
  aptosAddress: `0x${string}`;
  solanaAddress: string;
}

/** Addresses of a user, derived from its userId (docs/protocol.md §5.4). */
export function deriveUserAddresses(userId: string): UserAddresses {
  const swaHash = keccak256(stringToBytes(`satchel:user:${userId}`));
  return {
    userSWA: getAddress(`0x${swaHash.slice(-40)}`),
    aptosAddress: keccak256(stringToBytes(`satchel:aptos:${userId}`)),
    solanaAddress: base58Encode(sha256(utf8ToBytes(`satchel:solana:${userId}`))),
  };
}
