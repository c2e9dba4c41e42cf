import { startPlatform } from '@satchel/platform';
import { DEMO_CLIENT, FINAL_ORDER_STATUSES } from '@satchel/shared';
import { expect } from '@jest/globals';
import { getOrdersHistory, SatchelClient, type SatchelClientConfig } from '../../src/index.js';

export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/** The jest run's seed-image directory (jest.config.js): test platforms start from a copy of one seeded world. */
export const seedImageDir = process.env.SATCHEL_SEED_IMAGE_DIR;

/** The real local platform on an ephemeral port, in-memory database, fast settlement. Close it in afterAll. */
export function startLocalPlatform(): Promise<Platform> {
  return startPlatform({ port: 0, dbPath: ':memory:', settleMs: 50, devEndpoints: true, seedImageDir });
}

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
    logging: false,
    ...overrides,
  });
}

async function devJson(platform: Platform, path: string, init?: RequestInit) {
  const response = await fetch(`${publicUrl(platform)}${path}`, init);
  const body = (await response.json()) as { status: string; data: Record<string, any> };
  expect(body.status).toBe('success');
  return body.data;
}

/** The live code of a contact from the dev inbox (§17.3). */
export async function devOtp(platform: Platform, contact: string): Promise<{ otp: string; token: string }> {
  const data = await devJson(platform, `/dev/otp?contact=${encodeURIComponent(contact)}`);
  return { otp: data.otp, token: data.token };
}

/** A client JWT for `sub`, signed by the demo client's key (§17.3). */
export async function devClientJwt(platform: Platform, sub: string): Promise<string> {
  const data = await devJson(platform, '/dev/client-jwt', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sub, email: `${sub}@example.com` }),
  });
  return data.jwt;
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
  const { otp } = await devOtp(platform, email);
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
