import type { Estimate, IntentRequest, Order, Submitted, UserOp } from '../backend/types.js';

/**
 * One modal state machine for every write page (spec §4 "Demo transfer paths"):
 * direct: execute → submitted → details; userOp: review → signed → submitted → details;
 * estimate: reviewEstimate → submitted → details. Once submitted, the order is followed until it is final.
 */
export type FlowModal = 'none' | 'review' | 'signed' | 'reviewEstimate' | 'submitted' | 'details';

export interface FlowState {
  modal: FlowModal;
  busy: boolean;
  error?: string;
  request?: IntentRequest;
  userOp?: UserOp;
  signedOp?: UserOp;
  estimate?: Estimate;
  jobId?: string;
  /** The executed order's user operation: its hash, linked to its explorer page (docs/protocol.md §18.4). */
  userOperation?: Submitted['userOperation'];
  order?: Order;
  /** The details have been fetched at least once (so "No order history available." can show). */
  orderLoaded: boolean;
}

export const INITIAL_FLOW: FlowState = { modal: 'none', busy: false, orderLoaded: false };

/** A new flow forgets the last one's operation, estimate and order (its fee must not show on the next order). */
export const FRESH: Partial<FlowState> = {
  userOp: undefined,
  signedOp: undefined,
  estimate: undefined,
  jobId: undefined,
  userOperation: undefined,
  order: undefined,
  orderLoaded: false,
};

export type FlowAction =
  /** A step starts: busy, the last error gone. */
  | { type: 'start' }
  /** A step ended with what it learnt (the next modal, the operation, the job…). */
  | { type: 'done'; patch: Partial<FlowState> }
  | { type: 'failed'; error: string }
  /** The followed order of `jobId` as last seen (ignored once the flow moved on to another job). */
  | { type: 'order'; jobId: string; order: Order }
  /** The order is final: the submitted dialog gives way to Details. */
  | { type: 'final' }
  /** Closing the submitted dialog shows Details; any other closes. */
  | { type: 'close' }
  | { type: 'error'; error: string | undefined }
  | { type: 'reset' };

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'start':
      return { ...state, busy: true, error: undefined };
    case 'done':
      return { ...state, ...action.patch, busy: false };
    case 'failed':
      return { ...state, busy: false, error: action.error };
    case 'order':
      return state.jobId === action.jobId ? { ...state, order: action.order, orderLoaded: true } : state;
    case 'final':
      return state.modal === 'submitted' ? { ...state, modal: 'details' } : state;
    case 'close':
      return { ...state, modal: state.modal === 'submitted' ? 'details' : 'none' };
    case 'error':
      return { ...state, error: action.error };
    case 'reset':
      return INITIAL_FLOW;
  }
}
