import { FINAL_ORDER_STATUSES } from '@satchel/shared';
import type { Express } from 'express';
import request from 'supertest';
import { ok, type Envelope } from './bff.js';
import type { Order } from './flows.js';
import { readDevCode } from '@satchel/test-support';

export const DEMO_ORIGIN = 'http://localhost:5173';

/** POST with the session cookie from `origin` (the demo's, unless a test forges another; null: no Origin). */
export async function postWithCookie<T = any>(
  app: Express,
  path: string,
  cookie: string,
  body: unknown = {},
  origin: string | null = DEMO_ORIGIN,
) {
  const req = request(app).post(path).set('Cookie', cookie);
  if (origin !== null) req.set('Origin', origin);
  const res = await req.send(body as object);
  return { status: res.status, body: res.body as Envelope<T>, headers: res.headers };
}

/** Email OTP login asking for a cookie session; answers the `name=value` to send back and the whole answer. */
export async function loginWithCookie(app: Express, platformUrl: string, email: string) {
  const sent = ok(await postWithCookie<{ token: string }>(app, '/api/auth/email/otp', '', { email }));
  const { otp } = await readDevCode(platformUrl, email);
  const verified = ok(
    await postWithCookie<{ authToken: string }>(app, '/api/auth/email/verify-otp', '', {
      email,
      otp,
      token: sent.token,
    }),
  );
  const res = await request(app)
    .post('/api/auth/authenticate')
    .set('Origin', DEMO_ORIGIN)
    .set('Satchel-Session', 'cookie')
    .send({ idToken: verified.authToken, provider: 'satchel' });
  ok({ status: res.status, body: res.body as Envelope });
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.find((line) => line.startsWith('satchel_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(res.headers)}`);
  return {
    cookie: cookie.split(';')[0],
    setCookie: cookie,
    body: res.body as Envelope & Record<string, any>,
  };
}

/** Polls order-history with the cookie until the order is final. */
export async function waitForOrderWithCookie(app: Express, cookie: string, jobId: string): Promise<Order> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const data = ok(
      await postWithCookie<{ items: Order[] }>(app, '/api/explorer/order-history', cookie, {
        intentId: jobId,
      }),
    );
    const order = data.items.find((item) => item.intentId === jobId);
    if (order && (FINAL_ORDER_STATUSES as readonly string[]).includes(order.status)) return order;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`order ${jobId} never became final`);
}
