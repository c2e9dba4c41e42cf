import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { request } from '../helpers/request.js';
import { startPlatform, type TestPlatform } from '@satchel/test-support';
import type { SeededSession } from '../helpers/seed-session.js';
import { insertVectorSession } from './helpers/vector-session.js';
import { NOW_MS, vectors } from './helpers/vectors.js';

describe('POST /execute accepts the protocol vectors (clock frozen at nowMs)', () => {
  let platform: TestPlatform;
  let session: SeededSession;
  beforeAll(async () => {
    platform = await startPlatform({ nowMs: NOW_MS });
    session = insertVectorSession(platform.ctx);
  });
  afterAll(async () => platform.close());

  it('seeds the chain flags the vectors were built with', () => {
    for (const vector of Object.values(vectors.intents) as {
      input: { caip2Id: string };
      chainPolicy: object;
    }[]) {
      const row = platform.ctx.db
        .prepare(
          `SELECT cn.gsn_enabled AS g, cn.sponsorship_enabled AS s FROM client_networks cn
           JOIN networks n ON n.network_id = cn.network_id WHERE n.caip_key = ?`,
        )
        .get(vector.input.caip2Id.toLowerCase()) as { g: number; s: number };
      expect({ gsnEnabled: row.g === 1, sponsorshipEnabled: row.s === 1 }).toEqual(vector.chainPolicy);
    }
  });

  for (const name of Object.keys(vectors.intents)) {
    it(`${name}: answers {jobId} and records an INITIATED order`, async () => {
      const vector = vectors.intents[name];
      const res = await request(platform.url, 'POST', '/api/oc/v1/execute', {
        headers: { Authorization: await session.authorization() },
        body: vector.executeBody,
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ status: 'success', data: vector.expectedExecuteResponseData });
      const order = platform.ctx.db
        .prepare('SELECT intent_type, status, caip_id, fee_payer FROM orders WHERE intent_id = ?')
        .get(vector.jobId) as Record<string, string>;
      expect({ ...order, fee_payer: order.fee_payer.toLowerCase() }).toEqual({
        intent_type: vector.intentType,
        status: 'INITIATED',
        caip_id: vector.input.caip2Id,
        fee_payer: vector.feePayerAddressUsed.toLowerCase(),
      });
    });
  }

  it('answers 409 REPLAYED_REQUEST when a vector is executed again', async () => {
    const res = await request(platform.url, 'POST', '/api/oc/v1/execute', {
      headers: { Authorization: await session.authorization() },
      body: vectors.intents.TOKEN_TRANSFER.executeBody,
    });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatchObject({
      code: 409,
      errorCode: 'REPLAYED_REQUEST',
      message: 'Request already used',
    });
  });
});
