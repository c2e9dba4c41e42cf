import { describe, it, expect, beforeEach } from '@jest/globals';
import request from 'supertest';
import { DEMO_CLIENT } from '@satchel/shared';
import { createIdentityApp, vectors, type IdentityApp } from './helpers/identity-app.js';
import { authenticateBody, otpBody } from './helpers/sign-requests.js';

let t: IdentityApp;
beforeEach(() => {
  t = createIdentityApp();
});

describe('GET /dev/otp', () => {
  it('answers the latest live code of an email, normalised', async () => {
    const sent = await request(t.app).post('/api/oc/v1/authenticate/email').send(vectors.otp.emailSend.body);
    const res = await request(t.app).get('/dev/otp').query({ contact: ' ADA@example.com ' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([
      'contact',
      'channel',
      'token',
      'otp',
      'expires_at',
      'attempts_left',
    ]);
    const code = (t.ctx.db.prepare('SELECT code FROM otp_challenges').get() as { code: string }).code;
    expect(res.body.data).toEqual({
      contact: 'ada@example.com',
      channel: 'email',
      token: sent.body.data.token,
      otp: code,
      expires_at: vectors.inputs.nowSec + 600,
      attempts_left: 5,
    });
  });

  it('answers a WhatsApp code for the number as typed, and counts attempts', async () => {
    await request(t.app).post('/api/oc/v1/authenticate/whatsapp').send(vectors.otp.whatsappSend.body);
    const first = await request(t.app).get('/dev/otp').query({ contact: '98765-43210' });
    expect(first.body.data).toMatchObject({
      contact: 'IN:9876543210',
      channel: 'whatsapp',
      attempts_left: 5,
    });
    const verify = {
      whatsapp_number: '9876543210',
      country_short_name: 'IN',
      token: first.body.data.token,
      otp: first.body.data.otp === '000000' ? '000001' : '000000',
      client_swa: DEMO_CLIENT.clientSWA,
      timestamp: t.clock.nowMs,
    };
    expect(
      (
        await request(t.app)
          .post('/api/oc/v1/authenticate/whatsapp/verify')
          .send(await otpBody(verify))
      ).status,
    ).toBe(401);
    expect(
      (await request(t.app).get('/dev/otp').query({ contact: '+91 98765 43210' })).body.data.attempts_left,
    ).toBe(4);
  });

  it('404 when there is no live code (none, consumed or expired); 400 for a bad contact', async () => {
    const none = await request(t.app).get('/dev/otp').query({ contact: 'ada@example.com' });
    expect(none.status).toBe(404);
    expect(none.body.error.errorCode).toBe('NOT_FOUND');
    await request(t.app).post('/api/oc/v1/authenticate/email').send(vectors.otp.emailSend.body);
    t.clock.nowMs += 600001;
    expect((await request(t.app).get('/dev/otp').query({ contact: 'ada@example.com' })).status).toBe(404);
    const bad = await request(t.app).get('/dev/otp').query({ contact: '123' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Validation failed: Invalid contact information or method');
  });
});

describe('POST /dev/client-jwt', () => {
  it('mints a client JWT the authenticate call accepts (provider client_jwt)', async () => {
    const res = await request(t.app)
      .post('/dev/client-jwt')
      .send({ sub: 'dev-user', email: 'dev@example.com' });
    expect(res.status).toBe(200);
    const [header, payload] = res.body.data.jwt
      .split('.')
      .slice(0, 2)
      .map((p: string) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    expect(header).toEqual({ alg: 'ES256K', typ: 'JWT' });
    expect(payload).toEqual({
      iss: DEMO_CLIENT.clientSWA,
      sub: 'dev-user',
      email: 'dev@example.com',
      iat: vectors.inputs.nowSec,
      exp: vectors.inputs.nowSec + 3600,
    });
    const login = await request(t.app)
      .post('/api/oc/v1/authenticate')
      .send(
        await authenticateBody({ provider: 'client_jwt', idToken: res.body.data.jwt, nowMs: t.clock.nowMs }),
      );
    expect(login.status).toBe(200);
  });

  it('validates its body', async () => {
    const res = await request(t.app)
      .post('/dev/client-jwt')
      .send({ sub: '', email: 'x', clientSWA: '0x1', other: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      "Validation failed: Unrecognized key(s) in object: 'other', sub must be 1 to 256 characters, Invalid email format, Invalid clientSWA format",
    );
  });
});

describe('dev endpoints disabled', () => {
  it('answer 404 NOT_FOUND', async () => {
    t = createIdentityApp({ config: { devEndpoints: false } });
    for (const res of [
      await request(t.app).get('/dev/otp').query({ contact: 'ada@example.com' }),
      await request(t.app).post('/dev/client-jwt').send({ sub: 'x' }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.errorCode).toBe('NOT_FOUND');
    }
  });
});
