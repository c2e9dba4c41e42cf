import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { ok, post } from './helpers/bff.js';
import { expectError } from './helpers/expect-error.js';
import { loginByEmail, type Session } from './helpers/flows.js';
import { RECIPIENT } from './helpers/intent-flows.js';
import { startStack, type TestStack } from './helpers/stack.js';
import { buildOpenApiDocument } from '../src/docs/openapi-document.js';
import { ALL_ROUTES } from '../src/routes/all-routes.js';

// Without REDIS_URL the idempotency records live in the instance's memory: same rules as with Redis.
let stack: TestStack;
let session: Session;

beforeAll(async () => {
  stack = await startStack();
  session = await loginByEmail(stack.app, stack.platform.url, 'idem@example.com');
});
afterAll(async () => {
  await stack.close();
});

const body = (amount: string) => ({
  caip2Id: 'eip155:84532',
  recipient: RECIPIENT,
  token: '',
  amount,
  sessionConfig: session,
});
const keyed = (key: string, payload: unknown, path = '/api/intent/tokenTransfer') =>
  request(stack.app)
    .post(path)
    .set('Idempotency-Key', key)
    .send(payload as object);
const orderCount = async () =>
  (
    ok(
      await post(stack.app, '/api/explorer/order-history', {
        sessionConfig: session,
        intent_type: 'TOKEN_TRANSFER',
      }),
    ) as { count: number }
  ).count;

describe('Idempotency-Key in memory (no REDIS_URL)', () => {
  it('a retry answers the first jobId and creates no second order; a different body is 422', async () => {
    const first = await keyed('mem-1', body('7'));
    expect(first.status).toBe(200);
    const retry = await keyed('mem-1', body('7'));
    expect(retry.body.data.jobId).toBe(first.body.data.jobId);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expectError(await keyed('mem-1', body('8')), 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(await orderCount()).toBe(1);
  });

  it('executeUserOp and executeAfterEstimate take keys too; a refused request (4xx) frees its key', async () => {
    const refused = await keyed('mem-2', { userOp: {}, sessionConfig: session }, '/api/intent/executeUserOp');
    expect(refused.status).toBe(400);
    const estimate = ok(await post(stack.app, '/api/intent/tokenTransfer/estimate', body('9'))) as {
      userOps: unknown;
    };
    const path = '/api/intent/tokenTransfer/executeAfterEstimate';
    const payload = { userOp: estimate.userOps, sessionConfig: session };
    // The key of the refused request is free again, here for another request.
    const executed = await keyed('mem-2', payload, path);
    expect(executed.status).toBe(200);
    expect((await keyed('mem-2', payload, path)).body.data.jobId).toBe(executed.body.data.jobId);
    expect(await orderCount()).toBe(2);
  });

  it('a malformed key is 400; without a session the route answers 401; other routes ignore the header', async () => {
    expectError(
      await keyed('bad key', body('10')),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Idempotency-Key must be 1 to 255 visible ASCII characters',
    );
    expectError(await keyed('x'.repeat(256), body('10')), 400, 'VALIDATION_ERROR');
    const { sessionConfig: _none, ...noSession } = body('10');
    expectError(await keyed('mem-3', noSession), 401, 'AUTH_REQUIRED');
    const signed = await keyed('mem-4', { message: 'hi', sessionConfig: session }, '/api/intent/signMessage');
    expect(signed.status).toBe(200);
    expect(
      (await keyed('mem-4', { message: 'other', sessionConfig: session }, '/api/intent/signMessage')).status,
    ).toBe(200);
  });
});

describe('Idempotency-Key in the OpenAPI document', () => {
  it('every route that creates an order, and only those, documents the header, 422 and 503', () => {
    const doc = buildOpenApiDocument(ALL_ROUTES, 'test');
    const keyed = Object.entries(doc.paths ?? {})
      .filter(([, item]) =>
        (item.post?.parameters as { $ref: string }[] | undefined)?.some(
          (parameter) => parameter.$ref === '#/components/parameters/Idempotency-Key',
        ),
      )
      .map(([path]) => path);
    expect(keyed.sort()).toEqual(
      [
        '/api/intent/tokenTransfer',
        '/api/intent/tokenTransfer/executeAfterEstimate',
        '/api/intent/nftTransfer',
        '/api/intent/nftTransfer/executeAfterEstimate',
        '/api/intent/rawTransaction',
        '/api/intent/rawTransaction/executeAfterEstimate',
        '/api/intent/nftCollection',
        '/api/intent/nftMint',
        '/api/intent/executeUserOp',
      ].sort(),
    );
    for (const path of keyed)
      expect(Object.keys(doc.paths![path].post!.responses!)).toEqual(
        expect.arrayContaining(['409', '422', '503']),
      );
  });
});
