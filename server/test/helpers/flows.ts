import { FINAL_ORDER_STATUSES } from '@satchel/shared';
import { readDevCode } from '@satchel/test-support';
import type { Express } from 'express';
import request from 'supertest';
import { ok, post } from './bff.js';

export type Session = { sessionPrivKey: string; sessionPubKey: string; userSWA: string };
export interface Order {
  intentId: string;
  intentType: string;
  status: string;
  transactionHash: string[];
  reason: string;
  details: Record<string, unknown>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Email OTP login through the BFF: send, read the inbox, verify, authenticate. */
export async function loginByEmail(app: Express, platformUrl: string, email: string) {
  const sent = ok(await post<{ token: string }>(app, '/api/auth/email/otp', { email }));
  const { otp } = await readDevCode(platformUrl, email);
  const verified = ok(
    await post<{ authToken: string }>(app, '/api/auth/email/verify-otp', { email, otp, token: sent.token }),
  );
  const res = await post(app, '/api/auth/authenticate', { idToken: verified.authToken, provider: 'satchel' });
  ok(res);
  return res.body.sessionConfig as Session;
}

/** Polls order-history by intent id until the order is final (the platform settles after settleMs). */
export async function waitForOrder(app: Express, session: Session, jobId: string): Promise<Order> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const data = ok(
      await post<{ count: number; items: Order[] }>(app, '/api/explorer/order-history', {
        sessionConfig: session,
        intentId: jobId,
      }),
    );
    const order = data.items.find((item) => item.intentId === jobId);
    if (order && (FINAL_ORDER_STATUSES as readonly string[]).includes(order.status)) return order;
    await pause(20);
  }
  throw new Error(`order ${jobId} never became final`);
}

/** Authorize at a provider stand-in (page → form post → redirect) and return the redirect's code (§17.1). */
export async function standInCode(
  platformUrl: string,
  provider: 'apple' | 'twitter',
  query: Record<string, string>,
  account: Record<string, string>,
): Promise<string> {
  const page = await request(platformUrl).get(`/oauth/${provider}/authorize?${new URLSearchParams(query)}`);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}`);
  const html = page.text.slice(page.text.lastIndexOf('<div class="accounts">'));
  const form = /<form method="post"[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const m of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[m[1]] = m[2]
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const res = await request(platformUrl)
    .post(`/oauth/${provider}/authorize`)
    .type('form')
    .send({ ...fields, ...account });
  if (res.status !== 303) throw new Error(`authorize form answered ${res.status}`);
  return new URL(res.headers.location as string).searchParams.get('code') as string;
}
