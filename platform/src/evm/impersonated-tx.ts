import type { Common } from '@ethereumjs/common';
import { createLegacyTx, type LegacyTx } from '@ethereumjs/tx';
import { Address, hexToBytes } from '@ethereumjs/util';
import type { Hex } from 'viem';
import { NO_PARAMS } from './chain-common.js';

export interface TxRequest {
  from: Hex;
  /** Absent: a contract creation with `data` as creation code. */
  to?: Hex;
  data: Hex;
  value: bigint;
  nonce: bigint;
  gasLimit: bigint;
  gasPrice: bigint;
}

/**
 * A legacy transaction sent as `from` without its key (the user's account has none; the platform's accounts are
 * impersonated the same way, as anvil and tevm do): the sender is set instead of recovered from the signature.
 * The signature fields carry the sender (`r` = its address as a number, `s` = 1, EIP-155 `v`), so the hash —
 * keccak of the serialized transaction, as on any chain — differs between senders; the nonce keeps it unique.
 */
export function impersonatedTx(common: Common, request: TxRequest): LegacyTx {
  const tx = createLegacyTx(
    {
      nonce: request.nonce,
      gasPrice: request.gasPrice,
      gasLimit: request.gasLimit,
      to: request.to,
      value: request.value,
      data: hexToBytes(request.data),
      v: common.chainId() * 2n + 35n,
      r: BigInt(request.from),
      s: 1n,
    },
    { common, freeze: false, params: NO_PARAMS },
  );
  const sender = new Address(hexToBytes(request.from));
  tx.getSenderAddress = () => sender;
  // Frozen once its sender is set, as @ethereumjs freezes the transactions it builds: only a frozen transaction keeps
  // its data gas and hash, which a block computes several times (a BigInt per calldata byte each time).
  Object.freeze(tx);
  return tx;
}
