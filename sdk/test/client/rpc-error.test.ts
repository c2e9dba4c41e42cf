import { describe, expect, it } from '@jest/globals';
import { HttpError, RpcError, SatchelError } from '../../src/index.js';

const platform = (status: number) =>
  new HttpError(`Failed: ${status}`, {
    kind: 'platform',
    status,
    details: { code: status, errorCode: 'X' },
    code: 'X',
  });

describe('RpcError codes (§3.7)', () => {
  it.each([
    [platform(400), -32602],
    [platform(401), -32003],
    [platform(403), -32003],
    [platform(404), -32601],
    [platform(409), -32000],
    [platform(429), -32005],
    [platform(500), -32603],
    [platform(502), -32603],
    [new HttpError('m', { kind: 'invalid-body', status: 502, details: { httpStatus: 502 } }), -32603],
    [new HttpError('m', { kind: 'invalid-body', status: 200, details: { httpStatus: 200 } }), -32700],
    [new HttpError('m', { kind: 'network', details: { httpStatus: null } }), -32603],
    [new HttpError('m', { kind: 'timeout', details: { httpStatus: null } }), -32603],
    [platform(413), -1],
    [new HttpError('m', { kind: 'missing-data', status: 200, details: { httpStatus: 200 } }), -1],
  ])('%s → %d', (error, code) => {
    const rpc = RpcError.fromHttpError(error);
    expect(rpc).toBeInstanceOf(SatchelError);
    expect(rpc.code).toBe(code);
    expect(rpc.message).toBe(error.shortMessage);
    expect(rpc.shortMessage).toBe(error.shortMessage);
    expect(rpc.data).toBe(error.details);
    expect(rpc.cause).toBe(error);
  });
});
