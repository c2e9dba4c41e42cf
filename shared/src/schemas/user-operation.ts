import * as z from 'zod/mini';
import { INPUT_LIMITS } from '../constants/protocol.js';
import { fmt, VALIDATION } from '../messages.js';
import { hexAtMost } from './bounds.js';
import { HEX_ADDRESS, HEX_BYTES, HEX_BYTES32, HEX_QUANTITY, HEX_SIGNATURE } from './common.js';
import { useEnglishMessages } from './zod-locale.js';

useEnglishMessages();

/** The 12 fields of an unsigned ERC-4337 v0.7 operation in JSON order (§10.1), each with its format message. */
export const USER_OP_FIELDS = [
  ['sender', HEX_ADDRESS, VALIDATION.invalidSender],
  ['nonce', HEX_BYTES32, VALIDATION.invalidNonce],
  ['paymaster', HEX_ADDRESS, VALIDATION.invalidPaymaster],
  ['callGasLimit', HEX_QUANTITY, VALIDATION.invalidCallGasLimit],
  ['verificationGasLimit', HEX_QUANTITY, VALIDATION.invalidVerificationGasLimit],
  ['preVerificationGas', HEX_QUANTITY, VALIDATION.invalidPreVerificationGas],
  ['maxFeePerGas', HEX_QUANTITY, VALIDATION.invalidMaxFeePerGas],
  ['maxPriorityFeePerGas', HEX_QUANTITY, VALIDATION.invalidMaxPriorityFeePerGas],
  ['paymasterPostOpGasLimit', HEX_QUANTITY, VALIDATION.invalidPaymasterPostOpGasLimit],
  ['paymasterVerificationGasLimit', HEX_QUANTITY, VALIDATION.invalidPaymasterVerificationGasLimit],
  ['callData', HEX_BYTES, VALIDATION.invalidCallData],
  ['paymasterData', HEX_BYTES, VALIDATION.invalidPaymasterData],
] as const;

const { uint128Max, uint256Max } = INPUT_LIMITS;
/**
 * The largest value of each quantity: §10.2 packs the gas limits and fees into 16-byte halves (uint128);
 * `preVerificationGas` stays uint256. A larger value cannot be packed, so it is refused before any hashing.
 */
const USER_OP_QUANTITY_BOUNDS: Partial<Record<UserOpField, readonly [bigint, string]>> = {
  callGasLimit: [uint128Max, VALIDATION.callGasLimitTooLarge],
  verificationGasLimit: [uint128Max, VALIDATION.verificationGasLimitTooLarge],
  preVerificationGas: [uint256Max, VALIDATION.preVerificationGasTooLarge],
  maxFeePerGas: [uint128Max, VALIDATION.maxFeePerGasTooLarge],
  maxPriorityFeePerGas: [uint128Max, VALIDATION.maxPriorityFeePerGasTooLarge],
  paymasterPostOpGasLimit: [uint128Max, VALIDATION.paymasterPostOpGasLimitTooLarge],
  paymasterVerificationGasLimit: [uint128Max, VALIDATION.paymasterVerificationGasLimitTooLarge],
};

type UserOpField = (typeof USER_OP_FIELDS)[number][0];
export type UserOperation = Record<UserOpField, string> & { signature?: string };
export type SignedUserOperation = Record<UserOpField, string> & { signature: string };

const KNOWN_KEYS = new Set<string>([...USER_OP_FIELDS.map(([name]) => name), 'signature']);

/**
 * §15.2: a missing or empty required field gives `Invalid UserOp` alone; otherwise each malformed field gives its
 * own message. `signed` requires the signature (execute); unknown keys are rejected.
 */
function userOperation(signed: boolean) {
  return z.unknown().check(
    z.superRefine((input, ctx) => {
      const op = input as Record<string, unknown>;
      if (op === null || typeof op !== 'object' || Array.isArray(op)) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidUserOp });
        return;
      }
      const missing = USER_OP_FIELDS.some(([name]) => typeof op[name] !== 'string' || op[name] === '');
      if (missing || (signed && (typeof op.signature !== 'string' || op.signature === ''))) {
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidUserOp });
        return;
      }
      const unknown = Object.keys(op).filter((key) => !KNOWN_KEYS.has(key));
      if (unknown.length) ctx.addIssue({ code: 'custom', message: fmt.unrecognizedKeys(unknown) });
      for (const [name, pattern, message] of USER_OP_FIELDS) {
        const bound = USER_OP_QUANTITY_BOUNDS[name];
        if (!pattern.test(op[name] as string)) ctx.addIssue({ code: 'custom', message });
        else if (bound && !hexAtMost(op[name] as string, bound[0]))
          ctx.addIssue({ code: 'custom', message: bound[1] });
      }
      if (
        op.signature !== undefined &&
        (typeof op.signature !== 'string' || !HEX_SIGNATURE.test(op.signature))
      )
        ctx.addIssue({ code: 'custom', message: VALIDATION.invalidSignature });
    }),
  ) as unknown as z.ZodMiniType<UserOperation>;
}

export const userOperationSchema = userOperation(false);
export const signedUserOperationSchema = userOperation(true) as unknown as z.ZodMiniType<SignedUserOperation>;
