import { afterAll, beforeAll, expect, it } from '@jest/globals';
import {
  bffIntentRequest,
  followOrders,
  fuzzSeed,
  intentArbitrary,
  intentRuns,
  ORDER_DEADLINE_MS,
  type FollowedOrder,
  type FuzzIntent,
} from '@satchel/shared/fuzz';
import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginByEmail, type Session } from '../helpers/flows.js';
import { startStack, type TestStack } from '../helpers/stack.js';

// Fuzzed intents, odd but plausible, sent to the BFF's intent routes as curl would: each answer is a 4xx with a
// message or a jobId, and every acknowledged order must end SUCCESSFUL or FAILED (with a reason a person can read)
// within the deadline, read back through the BFF's order history; a normal transfer sent after them settles.

const RUNS = intentRuns();
const BASE = 'eip155:84532';
const USDC_BASE = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const CHAINS = [BASE, 'eip155:80002', 'aptos:testnet', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'];

let stack: TestStack;
let server: Server;
let baseUrl: string;
let session: Session;

beforeAll(async () => {
  stack = await startStack();
  server = createServer(stack.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  session = await loginByEmail(stack.app, stack.platform.url, 'intent-fuzz@example.com');
  for (const caip2Id of CHAINS) {
    const res = await fetch(`${stack.platform.url}/dev/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userSWA: session.userSWA, caip2Id }),
    });
    if (!res.ok) throw new Error(`faucet ${caip2Id}: ${res.status}`);
  }
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await stack.close();
});

async function postJson(path: string, body: unknown): Promise<{ status: number; json: any; text: string }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, json, text };
}

/** Sends one intent; answers its jobId, or undefined when refused (a refusal must be a 4xx with a message). */
async function send(intent: FuzzIntent): Promise<string | undefined> {
  const { path, body } = bffIntentRequest(intent);
  const res = await postJson(path, { ...body, sessionConfig: session });
  if (res.status === 200) return res.json.data.jobId as string;
  if (res.status >= 500 || typeof res.json?.error?.message !== 'string' || res.json.error.message === '')
    throw new Error(`${res.status} for ${path} ${JSON.stringify(body)}: ${res.text.slice(0, 300)}`);
  return undefined;
}

async function readOrder(jobId: string): Promise<FollowedOrder | undefined> {
  const res = await postJson('/api/explorer/order-history', { sessionConfig: session, intentId: jobId });
  if (res.status !== 200) throw new Error(`order-history ${res.status}: ${res.text.slice(0, 300)}`);
  return (res.json.data.items as (FollowedOrder & { intentId: string })[]).find((o) => o.intentId === jobId);
}

it(`${RUNS} fuzzed intents through the BFF: every acknowledged order ends, a normal transfer after them settles`, async () => {
  const world = {
    userSWA: session.userSWA,
    erc20: USDC_BASE,
    evmChain: BASE,
    // Collections at addresses with no contract: a transfer "from" them moves nothing and must still end.
    erc721: '0x0000000000000000000000000000000000000721',
    erc1155: '0x0000000000000000000000000000000000001155',
    nftChain: 'eip155:80002',
    aptosChain: 'aptos:testnet',
    solanaChain: CHAINS[3],
  };
  const intents = fc.sample(intentArbitrary(world), { seed: fuzzSeed() + 1, numRuns: RUNS });
  const jobIds: string[] = [];
  for (let i = 0; i < intents.length; i += 4) {
    const answers = await Promise.all(intents.slice(i, i + 4).map(send));
    for (const jobId of answers) if (jobId) jobIds.push(jobId);
  }
  const { problems, final } = await followOrders(jobIds, readOrder, ORDER_DEADLINE_MS, 500);
  expect(problems).toEqual([]);
  const statuses = [...final.values()].map((o) => o.status);
  expect(jobIds.length).toBeLessThan(RUNS);
  expect(statuses).toContain('SUCCESSFUL');
  expect(statuses).toContain('FAILED');

  const normal = await send({
    intentType: 'TOKEN_TRANSFER',
    payload: {
      caip2Id: BASE,
      recipientWalletAddress: '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f',
      tokenAddress: '',
      amount: '1',
    },
  });
  const after = await followOrders([normal!], readOrder);
  expect(after.final.get(normal!)).toMatchObject({ status: 'SUCCESSFUL', reason: '' });
}, 300_000);
