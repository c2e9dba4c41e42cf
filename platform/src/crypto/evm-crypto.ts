import { createCustomCommon, Hardfork, Mainnet, type Common, type CustomCrypto } from '@ethereumjs/common';
import { calculateSigRecovery, setLengthLeft } from '@ethereumjs/util';
import { curve } from './secp256k1.js';

/**
 * The in-process EVMs' `customCrypto` (@ethereumjs/common): Keccak-256 (the SHA3 opcode, tries, transaction and block
 * hashes) and `ecrecover` (the 0x01 precompile, transaction senders) on the platform's curve, so signature checks
 * inside the chain (ERC-1271, an EntryPoint) run on libsecp256k1. `ecrecover` answers as @ethereumjs/util's own: the
 * same recovery id rule, the same 64-byte public key, a throw where it throws (platform/test/crypto/evm-crypto.test.ts).
 */
export const evmCrypto: CustomCrypto = {
  keccak256: curve.keccak256,
  ecrecover(msgHash, v, r, s, chainId) {
    const recovery = calculateSigRecovery(v, chainId);
    if (recovery !== 0n && recovery !== 1n) throw new Error('Invalid signature v value');
    const signature = new Uint8Array(64);
    signature.set(setLengthLeft(r, 32));
    signature.set(setLengthLeft(s, 32), 32);
    const publicKey = curve.recover(signature, Number(recovery), msgHash);
    if (!publicKey) throw new Error('Invalid signature');
    return publicKey.subarray(1);
  },
};

/** The Common of an in-process EVM network: Cancun at `chainId`, on the platform's crypto. */
export const evmCommon = (chainId: number): Common =>
  createCustomCommon({ chainId }, Mainnet, { hardfork: Hardfork.Cancun, customCrypto: evmCrypto });
