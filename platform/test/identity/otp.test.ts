import { describe, it, expect, beforeEach } from '@jest/globals';
import request from 'supertest';
import { generatePrivateKey } from 'viem/accounts';
import { createIdentityApp, vectors, type IdentityApp } from './helpers/identity-app.js';
import { otpBody } from './helpers/sign-requests.js';

const otp = vectors.otp;
const NOW = vectors.inputs.nowMs as number;
const TOKEN = '6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d';
const CLIENT_SWA = vectors.inputs.clientSWA as string;
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value));

let t: IdentityApp;
const post = (path: string, body: unknown) =>
  request(t.app)
    .post(path)
    .send(body as object);
const EMAIL = '/api/oc/v1/authenticate/email';
const EMAIL_VERIFY = '/api/oc/v1/authenticate/email/verify';
const WHATSAPP = '/api/oc/v1/authenticate/whatsapp';

/** The challenge the resend/verify vectors refer to, as if sent at `issuedAt`. */
function insertChallenge(channel: 'email' | 'whatsapp', contact: string, issuedAt = NOW, code = '428913') {
  t.ctx.db
    .prepare(
      "INSERT INTO otp_challenges (token, client_id, channel, contact, code, issued_at, attempts, state) VALUES (?, ?, ?, ?, ?, ?, 0, 'live')",
    )
    .run(TOKEN, t.demoClientId, channel, contact, code, issuedAt);
}
const challenge = () =>
  t.ctx.db.prepare('SELECT * FROM otp_challenges WHERE token = ?').get(TOKEN) as Record<string, unknown>;
const emailData = (extra: Record<string, unknown> = {}, timestamp = t.clock.nowMs) => ({
  email: 'ada@example.com',
  ...extra,
  client_swa: CLIENT_SWA,
  timestamp,
});
const verifyData = (code: string, timestamp = t.clock.nowMs) => ({
  email: 'ada@example.com',
  token: TOKEN,
  otp: code,
  client_swa: CLIENT_SWA,
  timestamp,
});

function expectError(res: request.Response, status: number, errorCode: string, message?: string) {
  expect(res.status).toBe(status);
  expect(res.body.status).toBe('error');
  expect(res.body.error.errorCode).toBe(errorCode);
  if (message !== undefined) expect(res.body.error.message).toBe(message);
}

beforeEach(() => {
  t = createIdentityApp();
});

describe('OTP vectors (clock at nowMs)', () => {
  it.each([
    ['emailSend', 'email otp sent'],
    ['whatsappSend', 'whatsapp otp sent'],
  ])('%s: answers §8.3 with a new token and stores a 6-digit code', async (name, message) => {
    const res = await post(otp[name].path, otp[name].body);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual(['status', 'message', 'code', 'token', 'trace_id']);
    expect(res.body.data).toMatchObject({ status: 'success', message, code: 200 });
    expect(res.body.data.token).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.trace_id).toBe(res.headers['x-trace-id']);
    const row = t.ctx.db
      .prepare('SELECT * FROM otp_challenges WHERE token = ?')
      .get(res.body.data.token) as Record<string, unknown>;
    expect(row.code).toMatch(/^[0-9]{6}$/);
    expect(row.contact).toBe(name === 'emailSend' ? 'ada@example.com' : 'IN:9876543210');
    expect(JSON.stringify(res.body)).not.toContain(row.code as string);
  });

  it.each([
    ['emailResend', 'email', 'ada@example.com'],
    ['whatsappResend', 'whatsapp', 'IN:9876543210'],
  ] as const)('%s: keeps the token and issues a new code', async (name, channel, contact) => {
    insertChallenge(channel, contact, NOW - 120000);
    const res = await post(otp[name].path, otp[name].body);
    expect(res.status).toBe(200);
    expect(res.body.data.token).toBe(TOKEN);
    expect(res.body.data.message).toBe(`${channel} otp sent`);
    expect(challenge().issued_at).toBe(NOW);
    expect(challenge().code).toMatch(/^[0-9]{6}$/);
  });

  it.each([
    ['emailVerify', 'email', 'ada@example.com'],
    ['whatsappVerify', 'whatsapp', 'IN:9876543210'],
  ] as const)('%s: consumes the token and answers the Satchel tokens', async (name, channel, contact) => {
    insertChallenge(channel, contact);
    const res = await post(otp[name].path, otp[name].body);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.data)).toEqual([
      'auth_token',
      'message',
      'refresh_auth_token',
      'device_token',
    ]);
    expect(res.body.data.message).toBe('success');
    expect(res.body.data.auth_token.split('.')).toHaveLength(3);
    expect(res.body.data.device_token).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge().state).toBe('consumed');
    const claims = JSON.parse(Buffer.from(res.body.data.auth_token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({
      iss: 'satchel-local',
      typ: 'satchel_auth',
      aud: CLIENT_SWA,
      sub: `${channel}:${contact}`,
      exp: claims.iat + 600,
    });
    const refresh = JSON.parse(
      Buffer.from(res.body.data.refresh_auth_token.split('.')[1], 'base64url').toString(),
    );
    expect(refresh).toMatchObject({ typ: 'satchel_refresh', exp: refresh.iat + 864000 });
  });

  it('rejects the same signed body a second time with 409', async () => {
    expect((await post(EMAIL, otp.emailSend.body)).status).toBe(200);
    expectError(await post(EMAIL, otp.emailSend.body), 409, 'REPLAYED_REQUEST', 'Request already used');
  });
});

describe('OTP rules, first failure wins', () => {
  it('rejects wrong shapes: type, unknown or missing keys, email, number, country, otp', async () => {
    expectError(
      await post(EMAIL, { ...clone(otp.emailSend.body), type: 'other' }),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid type',
    );
    const extra = clone(otp.emailSend.body);
    extra.data.name = 'x';
    expectError(
      await post(EMAIL, extra),
      400,
      'VALIDATION_ERROR',
      "Validation failed: Unrecognized key(s) in object: 'name'",
    );
    expectError(
      await post(EMAIL, await otpBody(emailData({ email: 'nope' }))),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid email format',
    );
    const phone = await otpBody({
      whatsapp_number: '+91 9876543210',
      country_short_name: 'IN',
      client_swa: CLIENT_SWA,
      timestamp: NOW,
    });
    expectError(
      await post(WHATSAPP, phone),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Invalid phone number format: must contain exactly 10 digits',
    );
    const country = await otpBody({
      whatsapp_number: '98765-43210',
      country_short_name: 'US',
      client_swa: CLIENT_SWA,
      timestamp: NOW,
    });
    expectError(
      await post(WHATSAPP, country),
      400,
      'VALIDATION_ERROR',
      'Validation failed: Country must be IN',
    );
    expectError(
      await post(EMAIL_VERIFY, await otpBody(verifyData('12345'))),
      400,
      'VALIDATION_ERROR',
      'Validation failed: OTP must be 6 digits',
    );
    const noTimestamp = clone(otp.emailSend.body);
    delete noTimestamp.data.timestamp;
    expectError(await post(EMAIL, noTimestamp), 400, 'VALIDATION_ERROR');
  });

  it('rejects an unknown client before the signature', async () => {
    const body = await otpBody({
      email: 'ada@example.com',
      client_swa: '0x00000000000000000000000000000000000000aa',
      timestamp: NOW,
    });
    expectError(await post(EMAIL, body), 401, 'UNKNOWN_CLIENT', 'Unknown client');
  });

  it('rejects a signature by another key, over reordered keys, or tampered data', async () => {
    expectError(
      await post(EMAIL, await otpBody(emailData(), generatePrivateKey())),
      401,
      'INVALID_SIGNATURE',
      'Invalid signature',
    );
    const reordered = clone(otp.emailSend.body);
    reordered.data = {
      client_swa: reordered.data.client_swa,
      email: reordered.data.email,
      timestamp: reordered.data.timestamp,
    };
    const res = await post(EMAIL, reordered);
    expectError(res, 401, 'INVALID_SIGNATURE');
    expect(res.body.error.details).toBe('client_signature');
    const tampered = clone(otp.emailSend.body);
    tampered.data.email = 'eve@example.com';
    expectError(await post(EMAIL, tampered), 401, 'INVALID_SIGNATURE');
  });

  it('accepts data signed in any key order (the signature covers the received order)', async () => {
    const body = await otpBody({ client_swa: CLIENT_SWA, timestamp: NOW, email: 'ada@example.com' });
    expect((await post(EMAIL, body)).status).toBe(200);
  });

  it('rejects a timestamp more than 300000 ms away', async () => {
    expect((await post(EMAIL, await otpBody(emailData({}, NOW - 300000)))).status).toBe(200);
    expectError(
      await post(EMAIL, await otpBody(emailData({}, NOW - 300001))),
      401,
      'REQUEST_EXPIRED',
      'Request timestamp outside the allowed window',
    );
    expectError(await post(EMAIL, await otpBody(emailData({}, NOW + 300001))), 401, 'REQUEST_EXPIRED');
    t.clock.nowMs = NOW + 300001;
    expectError(await post(EMAIL, otp.emailSend.body), 401, 'REQUEST_EXPIRED');
  });

  it('allows 5 sends per contact per rolling 600 s, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post(EMAIL, await otpBody(emailData({}, t.clock.nowMs + i)))).status).toBe(200);
    t.clock.nowMs = NOW + 100000;
    const token = (await post(EMAIL, await otpBody(emailData()))).body.data.token;
    expect((await post(EMAIL, await otpBody(emailData({ token })))).status).toBe(200);
    const limited = await post(EMAIL, await otpBody(emailData({ token }, t.clock.nowMs + 1)));
    expectError(limited, 429, 'RATE_LIMITED', 'Too many requests');
    expect(limited.headers['retry-after']).toBe('500');
    const other = await post(
      EMAIL,
      await otpBody(emailData({ email: ' Ada@Example.com ' }, t.clock.nowMs + 1)),
    );
    expectError(other, 429, 'RATE_LIMITED');
    expect((await post(EMAIL, await otpBody(emailData({ email: 'bob@example.com' })))).status).toBe(200);
    t.clock.nowMs = NOW + 600000;
    expect((await post(EMAIL, await otpBody(emailData()))).status).toBe(200);
  });

  it('resend: rejects an unknown, consumed or other-contact token', async () => {
    expectError(
      await post(EMAIL, otp.emailResend.body),
      401,
      'OTP_TOKEN_INVALID',
      'Invalid or expired OTP token',
    );
    insertChallenge('email', 'grace@example.com');
    expectError(await post(EMAIL, otp.emailResend.body), 401, 'OTP_TOKEN_INVALID');
  });

  it('resend invalidates the old code', async () => {
    insertChallenge('email', 'ada@example.com');
    expect((await post(EMAIL, otp.emailResend.body)).status).toBe(200);
    expect(challenge().code).not.toBe('428913');
    expectError(await post(EMAIL_VERIFY, otp.emailVerify.body), 401, 'OTP_INVALID', 'Invalid OTP');
    const fresh = await post(EMAIL_VERIFY, await otpBody(verifyData(challenge().code as string, NOW + 1)));
    expect(fresh.status).toBe(200);
  });

  it('verify: a code older than 600 s is expired', async () => {
    insertChallenge('email', 'ada@example.com', NOW - 600001);
    expectError(await post(EMAIL_VERIFY, otp.emailVerify.body), 401, 'OTP_EXPIRED', 'OTP expired');
  });

  it('verify: a code exactly 600 s old is still valid', async () => {
    insertChallenge('email', 'ada@example.com', NOW - 600000);
    expect((await post(EMAIL_VERIFY, otp.emailVerify.body)).status).toBe(200);
  });

  it('verify: wrong codes count attempts; the 5th kills the token', async () => {
    insertChallenge('email', 'ada@example.com');
    for (let i = 1; i <= 4; i++) {
      expectError(
        await post(EMAIL_VERIFY, await otpBody(verifyData('000000', NOW + i))),
        401,
        'OTP_INVALID',
        'Invalid OTP',
      );
      expect(challenge().attempts).toBe(i);
    }
    expectError(
      await post(EMAIL_VERIFY, await otpBody(verifyData('000000', NOW + 5))),
      401,
      'OTP_ATTEMPTS_EXCEEDED',
      'Too many failed attempts',
    );
    expect(challenge().state).toBe('dead');
    expectError(await post(EMAIL_VERIFY, otp.emailVerify.body), 401, 'OTP_TOKEN_INVALID');
    expectError(await post(EMAIL, otp.emailResend.body), 401, 'OTP_TOKEN_INVALID');
  });

  it('verify: a consumed token cannot be used again', async () => {
    insertChallenge('email', 'ada@example.com');
    expect((await post(EMAIL_VERIFY, otp.emailVerify.body)).status).toBe(200);
    expectError(
      await post(EMAIL_VERIFY, await otpBody(verifyData('428913', NOW + 1))),
      401,
      'OTP_TOKEN_INVALID',
    );
  });

  it('verify: a token of another channel is invalid', async () => {
    insertChallenge('whatsapp', 'IN:9876543210');
    expectError(await post(EMAIL_VERIFY, otp.emailVerify.body), 401, 'OTP_TOKEN_INVALID');
  });

  it('full flow: send, read the code from the database, verify', async () => {
    const sent = await post(EMAIL, otp.emailSend.body);
    const row = t.ctx.db
      .prepare('SELECT code FROM otp_challenges WHERE token = ?')
      .get(sent.body.data.token) as { code: string };
    const verify = await otpBody({
      email: 'ada@example.com',
      token: sent.body.data.token,
      otp: row.code,
      client_swa: CLIENT_SWA,
      timestamp: NOW,
    });
    const res = await post(EMAIL_VERIFY, verify);
    expect(res.status).toBe(200);
    expect(res.body.data.auth_token).toBeTruthy();
  });
});
