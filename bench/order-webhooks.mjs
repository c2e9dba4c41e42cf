// Benchmark: how soon after an order is final its webhook arrives, and what following an order costs the BFF.
// The platform and the BFF BUILT (npm run build), each in its own process on loopback, at their defaults (settle
// time PLATFORM_SETTLE_MS 1500; followers read 500 ms after acceptance, then ×1.5 up to 10 s); the BFF's webhooks go
// to a receiver in this process that verifies each with `standardwebhooks`. Without REDIS_URL (timers in the BFF)
// and, with --redis (needs redis-server), with BullMQ in a redis-server started here.
//   Delay: from the moment the order is final (this script reads it straight from the platform every 20 ms) to the
//   arrival of its order.succeeded webhook; orders sent 4 at a time.
//   Cost: the BFF's CPU time (user + system, /proc) and RSS from the last acceptance of a batch of orders sent at
//   once to its last webhook, per followed order; and the platform reads it made per order (its follower's polls).
// Usage: node bench/order-webhooks.mjs [--orders 40] [--batch 200] [--redis]
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { Webhook } from 'standardwebhooks';
import { createAuthToken } from '@satchel/sdk';
import { freePort } from '@satchel/test-support';
import { loginThroughBff, postJson, spawnBff, spawnPlatform, waitForHealthy } from './service-processes.mjs';
import { flag, numberOption } from './cli-options.mjs';

const ORDERS = numberOption('orders', 40);
const BATCH = numberOption('batch', 200);
const WITH_REDIS = flag('redis');
const SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const RECIPIENT = '0x7c9e73d4C71dae564d41F78d56439bB4ba87592f';

async function waitFor(check, what) {
  for (let i = 0; i < 400; i++) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what} never came`);
}
/** CPU ms (user + system) and RSS MiB of a process, from /proc. */
function usage(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14, 15 of stat)
  const rss = Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
  return { cpuMs: ticks * 10, rssMiB: rss / 2 ** 20 };
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

// The receiver: verifies every delivery, records when each order's final event arrived.
const verifier = new Webhook(SECRET);
const arrivals = new Map();
let unverified = 0;
const receiver = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    try {
      const event = verifier.verify(Buffer.concat(chunks).toString(), req.headers);
      if (event.type !== 'order.accepted') arrivals.set(event.data.intentId, Date.now());
    } catch {
      unverified++;
    }
    res.writeHead(204).end();
  });
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));

const [platformPort, bffPort, redisPort] = [await freePort(), await freePort(), await freePort()];
const platformUrl = `http://127.0.0.1:${platformPort}`;
const bffUrl = `http://127.0.0.1:${bffPort}`;
const children = [];
const redis = WITH_REDIS
  ? spawn(
      process.env.REDIS_SERVER ?? 'redis-server',
      ['--port', String(redisPort), '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    )
  : undefined;
if (redis) children.push(redis);
const platform = spawnPlatform(platformPort, { env: { LOG_LEVEL: 'warn' } });
const bff = spawnBff(bffPort, platformUrl, {
  env: {
    LOG_LEVEL: 'warn',
    ORDER_WEBHOOK_URLS: `http://127.0.0.1:${receiver.address().port}/hooks`,
    ORDER_WEBHOOK_SECRET: SECRET,
    ...(redis && { REDIS_URL: `redis://127.0.0.1:${redisPort}` }),
  },
});
children.push(platform, bff);
try {
  await waitForHealthy(`${platformUrl}/healthz`);
  await waitForHealthy(`${bffUrl}/healthz`);
  const sessionConfig = await loginThroughBff({ bffUrl, platformUrl, email: 'webhook-bench@example.com' });
  const token = createAuthToken(sessionConfig);
  const transfer = async () =>
    (
      await postJson(`${bffUrl}/api/intent/tokenTransfer`, {
        caip2Id: 'eip155:84532',
        recipient: RECIPIENT,
        token: '',
        amount: '1000',
        sessionConfig,
      })
    ).data.jobId;
  /** When the platform first answers the order final, read every 20 ms. */
  async function finalAt(jobId) {
    for (;;) {
      const res = await fetch(`${platformUrl}/api/oc/v1/orders?intent_id=${jobId}`, {
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      });
      const [order] = (await res.json()).data.items;
      if (order && ['SUCCESSFUL', 'FAILED'].includes(order.status)) return Date.now();
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  const loadBefore = loadavg().map((x) => Number(x.toFixed(2)));
  // Delay: 4 orders at a time.
  const delays = [];
  for (let done = 0; done < ORDERS; done += 4) {
    const jobs = await Promise.all([0, 1, 2, 3].slice(0, ORDERS - done).map(() => transfer()));
    const finals = await Promise.all(jobs.map(finalAt));
    await waitFor(async () => jobs.every((job) => arrivals.has(job)), 'the webhooks');
    jobs.forEach((job, i) => delays.push(arrivals.get(job) - finals[i]));
  }
  delays.sort((a, b) => a - b);

  // Cost: a batch sent at once, from its last acceptance to its last webhook.
  const batch = await Promise.all(Array.from({ length: BATCH }, () => transfer()));
  const before = usage(bff.pid);
  const started = Date.now();
  await waitFor(async () => batch.every((job) => arrivals.has(job)), 'the batch webhooks');
  const after = usage(bff.pid);
  const report = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    loadAverageBefore: loadBefore,
    queue: redis ? 'BullMQ on redis-server' : 'in process (no REDIS_URL)',
    settleMs: 1500,
    delayMs: {
      orders: delays.length,
      p50: quantile(delays, 0.5),
      p90: quantile(delays, 0.9),
      max: delays.at(-1),
    },
    batch: {
      orders: BATCH,
      secondsToLastWebhook: Number(((Date.now() - started) / 1000).toFixed(2)),
      bffCpuMsPerOrder: Number(((after.cpuMs - before.cpuMs) / BATCH).toFixed(2)),
      bffRssMiB: { before: Number(before.rssMiB.toFixed(1)), after: Number(after.rssMiB.toFixed(1)) },
    },
    unverified,
    loadAverageAfter: loadavg().map((x) => Number(x.toFixed(2))),
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  for (const child of children) child.kill('SIGTERM');
  receiver.close();
}
