import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

// main.ts as a process: it prints its URL, serves, and on SIGTERM/SIGINT lets an in-flight request finish, then
// exits 0. The in-flight request goes to a real, deliberately slow stand-in of the platform's OTP endpoint.
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
let slow: Server;
let slowUrl: string;
/** Called when the slow platform receives a request, i.e. when the BFF's request is surely in flight. */
let arrived: () => void = () => {};

beforeAll(async () => {
  slow = createServer((req, res) => {
    req.resume();
    arrived();
    setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const data = {
        status: 'success',
        message: 'email otp sent',
        code: 200,
        token: '3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f',
        trace_id: 'f'.repeat(32),
      };
      res.end(JSON.stringify({ status: 'success', data }));
    }, 400);
  });
  await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
  slowUrl = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => slow.close(resolve));
});

async function runMain(signal: NodeJS.Signals) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', MAIN], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORT: '0',
      HOST: '127.0.0.1',
      PLATFORM_URL: slowUrl,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.once('exit', () => reject(new Error(`main exited early: ${output}`)));
      setTimeout(() => reject(new Error(`main did not start: ${output}`)), 20_000).unref();
    });
    const health = (await fetch(`${url}/healthz`)).status;
    const arrival = new Promise<void>((resolve) => (arrived = resolve));
    const inFlight = fetch(`${url}/api/auth/email/otp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ada@example.com' }),
    });
    await arrival; // the BFF's request is now waiting on the slow platform
    child.kill(signal);
    const answer = await inFlight;
    return { health, inFlight: { status: answer.status, body: await answer.json() }, code: await exited };
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

describe('main.ts', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'serves, drains the in-flight request on %s, exits 0',
    async (signal) => {
      const run = await runMain(signal);
      expect(run.health).toBe(200);
      expect(run.inFlight.status).toBe(200);
      expect(run.inFlight.body.data.token).toBe('3f1c2e4d-5b6a-4c7d-8e9f-0a1b2c3d4e5f');
      expect(run.code).toBe(0);
    },
    30_000,
  );
});
