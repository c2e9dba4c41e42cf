import { describe, expect, it } from '@jest/globals';
import type { Order } from '../../src/backend/types.js';
import { flowReducer, FRESH, INITIAL_FLOW, type FlowState } from '../../src/transaction-flow/flow-state.js';
import { flowFees, maxUserOpFee } from '../../src/transaction-flow/flow-fee.js';

const order = (status: string) => ({ intentId: 'job-1', status }) as Order;
const submitted: FlowState = { ...INITIAL_FLOW, modal: 'submitted', jobId: 'job-1', orderLoaded: true };

// The write flow's machine (spec §4): each step's outcome, the followed order, the dialogs' closing.
describe('transaction flow state', () => {
  it('a step is busy, then holds what it learnt or its error', () => {
    const busy = flowReducer({ ...INITIAL_FLOW, error: 'old' }, { type: 'start' });
    expect(busy).toMatchObject({ busy: true, error: undefined });
    expect(flowReducer(busy, { type: 'done', patch: { modal: 'review' } })).toMatchObject({
      busy: false,
      modal: 'review',
    });
    expect(flowReducer(busy, { type: 'failed', error: 'no' })).toMatchObject({
      busy: false,
      error: 'no',
      modal: 'none',
    });
  });

  it('keeps the order of the job it follows only', () => {
    const seen = flowReducer(submitted, { type: 'order', jobId: 'job-1', order: order('PENDING') });
    expect(seen.order?.status).toBe('PENDING');
    expect(flowReducer(seen, { type: 'order', jobId: 'job-0', order: order('FAILED') })).toBe(seen);
  });

  it('closing the submitted dialog shows Details; a final order does too; any other closes', () => {
    expect(flowReducer(submitted, { type: 'close' }).modal).toBe('details');
    expect(flowReducer(submitted, { type: 'final' }).modal).toBe('details');
    const review = { ...INITIAL_FLOW, modal: 'review' as const };
    expect(flowReducer(review, { type: 'final' })).toBe(review);
    expect(flowReducer(review, { type: 'close' }).modal).toBe('none');
    expect(flowReducer(submitted, { type: 'reset' })).toEqual(INITIAL_FLOW);
  });

  it('a new flow forgets the last one’s fee', () => {
    const op = {
      maxFeePerGas: '0x1',
      callGasLimit: '0x1',
      verificationGasLimit: '0x1',
      preVerificationGas: '0x1',
      paymasterVerificationGasLimit: '0x1',
      paymasterPostOpGasLimit: '0x1',
    };
    const reviewed = {
      ...INITIAL_FLOW,
      userOp: op,
      request: { kind: 'tokenTransfer', input: { caip2Id: 'eip155:84532' } },
    } as FlowState;
    expect(flowFees(reviewed)).toEqual([{ caip2Id: 'eip155:84532', raw: '5', label: 'Maximum network fee' }]);
    expect(
      flowFees(flowReducer(reviewed, { type: 'done', patch: { ...FRESH, modal: 'submitted' } })),
    ).toEqual([]);
  });

  it("a user operation's maximum fee: its gas limits × its max fee per gas", () => {
    const op = {
      callGasLimit: '0x927c0',
      verificationGasLimit: '0x61a80',
      preVerificationGas: '0x186a0',
      paymasterVerificationGasLimit: '0x30d40',
      paymasterPostOpGasLimit: '0x30d40',
      maxFeePerGas: '0xee6b2800',
    };
    expect(maxUserOpFee(op)).toBe(String(1_500_000n * 4_000_000_000n));
    expect(maxUserOpFee({ ...op, maxFeePerGas: undefined })).toBeUndefined();
  });
});
