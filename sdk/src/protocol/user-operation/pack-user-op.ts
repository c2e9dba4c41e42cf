import type { PlatformName } from '@satchel/shared';
import { concatHex } from '../../crypto/concat-hex.js';
import type { Hex } from '../../crypto/hex-types.js';
import { numberToHex } from '../../crypto/number-to-hex.js';
import type { PackedUserOperation, UnsignedUserOperation } from './user-operation-types.js';

const pad16 = (quantity: string) => numberToHex(BigInt(quantity), 16);

/**
 * The packed v0.7 form (§10.2): `initCode` `0x`; `accountGasLimits` = verification ‖ call gas (16 bytes each);
 * `gasFees` = priority fee ‖ max fee (ERC-4337), or max fee ‖ priority fee on `okto`, whose client packs them in that
 * order and whose platform hashes what it packs; `paymasterAndData` = paymaster ‖ verification gas ‖ postOp gas ‖ data
 * (`0x` without a paymaster). `preVerificationGas` stays as given.
 * @example
 * const hash = getUserOpHash(packUserOp(op), getEnvConfig('sandbox', { platformUrl }));
 */
export function packUserOp(
  op: UnsignedUserOperation & { signature?: Hex | undefined },
  platform: PlatformName = 'satchel',
): PackedUserOperation {
  const fees = [pad16(op.maxPriorityFeePerGas), pad16(op.maxFeePerGas)];
  const paymasterAndData: Hex = op.paymaster
    ? (concatHex([
        op.paymaster,
        pad16(op.paymasterVerificationGasLimit),
        pad16(op.paymasterPostOpGasLimit),
        op.paymasterData,
      ]).toLowerCase() as Hex)
    : '0x';
  return {
    sender: op.sender,
    nonce: op.nonce,
    initCode: '0x',
    callData: op.callData,
    accountGasLimits: concatHex([pad16(op.verificationGasLimit), pad16(op.callGasLimit)]),
    preVerificationGas: op.preVerificationGas,
    gasFees: concatHex(platform === 'okto' ? fees.reverse() : fees),
    paymasterAndData,
    signature: op.signature ?? '0x',
  };
}
