import { describe, expect, it } from '@jest/globals';
import { InvalidInputError } from '../../src/errors/index.js';
import { checkInput } from '../../src/errors/check-input.js';
import { HttpError, SatchelError, SessionKey, unwrap, RpcError, ValidationError } from '../../src/index.js';
import { failureOf, makeClient, refusingFetch } from './helpers.js';

describe('checkInput: foreign errors of input checks and encoding become ValidationErrors', () => {
  it.each([
    [
      'a builder error',
      new InvalidInputError('Invalid ABI value', { details: 'expected uint256, got 2^256' }),
    ],
    ['a RangeError', new RangeError('Invalid array length')],
    ['a TypeError', new TypeError('Do not know how to serialize a BigInt')],
  ])('%s', (_label, foreign) => {
    const error = (() => {
      try {
        return checkInput(() => {
          throw foreign;
        });
      } catch (caught) {
        return caught as ValidationError;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.shortMessage).toBe(`Validation failed: ${foreign.message}`);
    expect(error.messages).toEqual([foreign.message]);
    expect(error.cause).toBe(foreign);
    if (foreign instanceof InvalidInputError) expect(error.metaMessages).toEqual([foreign.details]);
  });

  it("the builders' own error is in the hierarchy too (direct callers get it as is)", () => {
    const error = (() => {
      try {
        return SessionKey.fromPrivateKey('0x12');
      } catch (caught) {
        return caught as InvalidInputError;
      }
    })();
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toBeInstanceOf(SatchelError);
    expect(error).toMatchObject({ code: 'INVALID_INPUT', shortMessage: 'Invalid private key' });
  });

  it('SDK errors pass unchanged; values pass through', () => {
    const own = new HttpError('Failed', { kind: 'network', details: { httpStatus: null } });
    expect(() =>
      checkInput(() => {
        throw own;
      }),
    ).toThrow(own);
    expect(checkInput(() => 7)).toBe(7);
  });

  it('a request body JSON cannot encode is refused before anything is sent', async () => {
    const { calls, fetch } = refusingFetch();
    const client = makeClient({ fetch });
    const error = await failureOf(() =>
      client.request({
        method: 'POST',
        path: '/api/oc/v1/execute',
        body: { value: 1n },
        auth: false,
        messages: { failed: () => 'Failed', missing: 'Missing' },
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.shortMessage).toMatch(/^Validation failed: /);
    expect(calls).toEqual([]);
  });
});

describe('unwrap', () => {
  it('throws a returned RpcError and passes any other result', () => {
    const rpc = new RpcError('Authentication failed: Invalid id token', { code: -32003, status: 401 });
    expect(() => unwrap(rpc)).toThrow(rpc);
    expect(unwrap('0xabc' as string | RpcError)).toBe('0xabc');
    const plain = new SatchelError('not returned by login');
    expect(unwrap(plain)).toBe(plain);
  });
});
