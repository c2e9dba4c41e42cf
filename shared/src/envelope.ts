import type { ErrorCode } from './constants/error-codes.js';

/** The error object of the error envelope (docs/protocol.md §3.3), key order as emitted. */
interface ErrorBody {
  code: number;
  errorCode: ErrorCode | string;
  message: string;
  details: string;
  trace_id?: string;
}

export interface SuccessEnvelope<T> {
  status: 'success';
  data: T;
}

export interface ErrorEnvelope {
  status: 'error';
  error: ErrorBody;
}

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
