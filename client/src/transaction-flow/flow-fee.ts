import type { FlowState } from './flow-state.js';

/** A network fee the flow knows, in the smallest unit of its network's native token. */
export interface FlowFee {
  caip2Id: string;
  raw: string;
  label: string;
}

const GAS_LIMITS = [
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'paymasterVerificationGasLimit',
  'paymasterPostOpGasLimit',
] as const;

const big = (v: unknown) =>
  typeof v === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(v) ? BigInt(v) : undefined;

/** The most a user operation may cost: its gas limits × its max fee per gas (ERC-4337's prefund). */
export function maxUserOpFee(op: Record<string, unknown> | undefined): string | undefined {
  const price = big(op?.maxFeePerGas);
  const limits = GAS_LIMITS.map((k) => big(op?.[k]));
  if (price === undefined || limits.some((l) => l === undefined)) return undefined;
  return String(limits.reduce((sum: bigint, l) => sum + (l ?? 0n), 0n) * price);
}

/**
 * The fees the flow has seen: the estimate's (one per network) or the user operation's maximum; none on the
 * direct path, which answers only a job id.
 */
export function flowFees(state: FlowState): FlowFee[] {
  const fees = state.estimate?.details?.fees?.transactionFees;
  if (fees)
    return Object.entries(fees).map(([caip2Id, raw]) => ({
      caip2Id,
      raw: String(raw),
      label: 'Estimated network fee',
    }));
  const caip2Id = state.request?.input.caip2Id;
  const raw = maxUserOpFee((state.signedOp ?? state.userOp) as Record<string, unknown> | undefined);
  return caip2Id && raw ? [{ caip2Id, raw, label: 'Maximum network fee' }] : [];
}
