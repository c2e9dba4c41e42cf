import { decodeErrorResult, type Hex } from 'viem';
import { satchelEntryPointAbi } from '../artifacts/satchel-entry-point.js';
import { decodeRevert } from '../decode-revert.js';

/** ERC-4337's AA codes (`AA24`, …), the first word of a FailedOp reason. */
export type EntryPointCode = `AA${number}`;

export interface EntryPointFailure {
  /** Index of the operation in the bundle. */
  opIndex: number;
  code: EntryPointCode;
  /** The entry point's reason, e.g. `AA24 signature error`. */
  reason: string;
  /** The account's or paymaster's own revert data (FailedOpWithRevert). */
  inner?: Hex;
  /** `inner` as text (decode-revert.ts: an Error(string)'s message, a panic's meaning, or the raw data). */
  innerReason?: string;
}

const CODE = /^(AA\d\d)\b/;

/**
 * The revert data of `handleOps` as the operation and ERC-4337 code it failed with (FailedOp / FailedOpWithRevert of
 * SatchelEntryPoint), or undefined when it is not one of those (a revert of another kind, or no code in the reason).
 */
export function decodeEntryPointFailure(data: Hex | undefined): EntryPointFailure | undefined {
  if (!data || data.length < 10) return undefined;
  let decoded;
  try {
    decoded = decodeErrorResult({ abi: satchelEntryPointAbi, data });
  } catch {
    return undefined;
  }
  if (decoded.errorName !== 'FailedOp' && decoded.errorName !== 'FailedOpWithRevert') return undefined;
  const [opIndex, reason] = decoded.args as readonly [bigint, string, Hex?];
  const code = CODE.exec(reason)?.[1] as EntryPointCode | undefined;
  if (!code) return undefined;
  const failure: EntryPointFailure = { opIndex: Number(opIndex), code, reason };
  if (decoded.errorName === 'FailedOpWithRevert') {
    const inner = decoded.args[2] as Hex;
    failure.inner = inner;
    failure.innerReason = decodeRevert(inner);
  }
  return failure;
}
