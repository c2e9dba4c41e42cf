import { describe, expect, it } from '@jest/globals';
import { OTP } from '@satchel/shared';
import request from 'supertest';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createIdentityApp, insertClient, vectors, type IdentityApp } from './helpers/identity-app.js';
import { otpBody } from './helpers/sign-requests.js';

// Issue 20 finding 8: OTP sends were limited per contact only, so one client could send to 30 contacts in a burst.
// Now also OTP.maxSendsPerClientPerWindow (20) per client per rolling OTP.clientSendWindowSeconds (60 s).
const NOW = vectors.inputs.nowMs as number;
const CLIENT_SWA = vectors.inputs.clientSWA as string;
const EMAIL = '/api/oc/v1/authenticate/email';
const WHATSAPP = '/api/oc/v1/authenticate/whatsapp';
const MAX = OTP.maxSendsPerClientPerWindow;

const send = async (t: IdentityApp, email: string, clientSWA = CLIENT_SWA, key?: `0x${string}`) =>
  request(t.app)
    .post(EMAIL)
    .send(await otpBody({ email, client_swa: clientSWA, timestamp: t.clock.nowMs }, key));

async function burst(t: IdentityApp, count: number, prefix = 'user') {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await send(t, `${prefix}-${i}@example.com`));
  return answers;
}

describe('OTP sends per client', () => {
  it(`a burst to 30 contacts: the first ${MAX} are sent, the rest 429 RATE_LIMITED with Retry-After`, async () => {
    const t = createIdentityApp();
    const answers = await burst(t, 30);
    expect(answers.map((res) => res.status)).toEqual([...Array(MAX).fill(200), ...Array(30 - MAX).fill(429)]);
    const refused = answers[MAX];
    expect(refused.headers['retry-after']).toBe(String(OTP.clientSendWindowSeconds));
    expect(refused.headers['x-trace-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(refused.body).toEqual({
      status: 'error',
      error: {
        code: 429,
        errorCode: 'RATE_LIMITED',
        message: 'Too many requests',
        details: '',
        trace_id: refused.headers['x-trace-id'],
      },
    });
    // Refused sends leave nothing behind: no challenge for those contacts.
    const challenges = t.ctx.db.prepare('SELECT COUNT(*) AS n FROM otp_challenges').get() as { n: number };
    expect(challenges.n).toBe(MAX);
  });

  it('WhatsApp and resends count against the same client limit', async () => {
    const t = createIdentityApp();
    const first = await send(t, 'ada@example.com');
    const resend = await request(t.app)
      .post(EMAIL)
      .send(
        await otpBody({
          email: 'ada@example.com',
          token: first.body.data.token,
          client_swa: CLIENT_SWA,
          timestamp: t.clock.nowMs + 1,
        }),
      );
    expect(resend.status).toBe(200);
    await burst(t, MAX - 3);
    const phone = await request(t.app)
      .post(WHATSAPP)
      .send(
        await otpBody({
          whatsapp_number: '9876543210',
          country_short_name: 'IN',
          client_swa: CLIENT_SWA,
          timestamp: t.clock.nowMs,
        }),
      );
    expect(phone.status).toBe(200);
    expect((await send(t, 'one-more@example.com')).status).toBe(429);
  });

  it('the window rolls: Retry-After shrinks, and once the oldest sends leave it, sends are accepted again', async () => {
    const t = createIdentityApp();
    await burst(t, MAX);
    t.clock.nowMs = NOW + 45_000;
    const later = await send(t, 'later@example.com');
    expect(later.status).toBe(429);
    expect(later.headers['retry-after']).toBe('15');
    t.clock.nowMs = NOW + OTP.clientSendWindowSeconds * 1000;
    expect((await send(t, 'after-window@example.com')).status).toBe(200);
  });

  it("another client's sends are not counted", async () => {
    const t = createIdentityApp();
    await burst(t, MAX);
    expect((await send(t, 'demo-more@example.com')).status).toBe(429);
    const key = generatePrivateKey();
    const otherSwa = '0x00000000000000000000000000000000000000bb';
    insertClient(t.ctx, otherSwa, privateKeyToAccount(key).address);
    expect((await send(t, 'other@example.com', otherSwa, key)).status).toBe(200);
  });

  it('PLATFORM_OTP_CLIENT_MAX_SENDS sets the limit; 0 turns the client limit off (the contact limit stays)', async () => {
    const three = createIdentityApp({ config: { otpClientMaxSends: 3 } });
    expect((await burst(three, 4)).map((res) => res.status)).toEqual([200, 200, 200, 429]);
    const off = createIdentityApp({ config: { otpClientMaxSends: 0 } });
    expect((await burst(off, 30)).every((res) => res.status === 200)).toBe(true);
    for (let i = 0; i < OTP.maxSendsPerWindow - 1; i++) {
      off.clock.nowMs += 1;
      expect((await send(off, 'user-0@example.com')).status).toBe(200);
    }
    off.clock.nowMs += 1;
    expect((await send(off, 'user-0@example.com')).status).toBe(429);
  });
});
