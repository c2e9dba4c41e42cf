import type { RunningPlatform } from '@satchel/platform';
import { DEMO_CLIENT, FINAL_ORDER_STATUSES } from '@satchel/shared';
import { readDevCode } from '@satchel/test-support';
import { expect } from '@jest/globals';
import { getOrdersHistory, SatchelClient, type SatchelClientConfig } from '../../src/index.js';

/** A test platform (`startPlatform` of @satchel/test-support). Close it in afterAll. */
export type Platform = RunningPlatform;

/** The platform's public URL (`http://localhost:<port>`): what an app configures as `platformUrl`. */
export const publicUrl = (platform: Platform) => `http://localhost:${platform.port}`;

/** A demo-client SDK on the local platform (sandbox, console logging off). */
export function clientFor(platform: Platform, overrides: Partial<SatchelClientConfig> = {}): SatchelClient {
  return new SatchelClient({
    environment: 'sandbox',
    clientPrivateKey: DEMO_CLIENT.clientPrivateKey,
    clientSWA: DEMO_CLIENT.clientSWA,
    platformUrl: publicUrl(platform),
    googleAuthUrl: `${publicUrl(platform)}/oauth/google/authorize`,
    googleClientId: 'satchel-local-web',
    ...overrides,
  });
}

/** A client JWT for `sub`, signed by the demo client's key (§17.3). */
export async function devClientJwt(platform: Platform, sub: string): Promise<string> {
  const response = await fetch(`${publicUrl(platform)}/dev/client-jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sub, email: `${sub}@example.com` }),
  });
  const body = (await response.json()) as { status: string; data: { jwt: string } };
  expect(body.status).toBe('success');
  return body.data.jwt;
}

let counter = 0;
/** A contact nobody used yet in this process. */
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Email OTP login of a fresh user; resolves to the logged-in client. */
export async function loggedInClient(
  platform: Platform,
  email = uniqueEmail(),
  overrides: Partial<SatchelClientConfig> = {},
): Promise<SatchelClient> {
  const client = clientFor(platform, overrides);
  const { token } = await client.sendOTP(email, 'email');
  const { otp } = await readDevCode(platform.url, email);
  const userSWA = await client.loginUsingEmail(email, otp, token);
  expect(typeof userSWA).toBe('string');
  return client;
}

/** Polls the order until it reaches a final status (§14.7); resolves to the order. */
export async function waitForFinalOrder(client: SatchelClient, jobId: string, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [order] = await getOrdersHistory(client, { intentId: jobId });
    if (order && FINAL_ORDER_STATUSES.includes(order.status as never)) return order;
    if (Date.now() > deadline) throw new Error(`order ${jobId} not final: ${order?.status ?? 'absent'}`);
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
}
