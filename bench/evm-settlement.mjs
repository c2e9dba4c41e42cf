// Benchmark: settled token transfers per second, end to end through execute, and readContractData latency, against
// the BUILT platform (npm run build) in this process, so the bench moves its clock: every order is executed first
// (fully verified POST /api/oc/v1/execute, signed here as platform-ops.mjs builds it), then the clock jumps past the
// settle delay and the platform's own settlement worker settles them all; the rate is orders / time until the last
// one is SUCCESSFUL. Half the transfers are native (ETH), half ERC-20 (USDC), on Base Sepolia, from many users (each
// funded by the first-login faucet) to one recipient. Then `readContractData` of USDC's balanceOf, one request at a
// time over one keep-alive connection: p50/p90/p99 with a fresh bearer token per request (as the SDK signs one per
// request) and with one token reused.
// Usage: node bench/evm-settlement.mjs [--users 100] [--ops 2000] [--reads 1000] [--profile settle.cpuprofile]
// (--profile: a CPU profile of the settle phase alone, for Chrome DevTools / speedscope.)
import { writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { Session } from 'node:inspector/promises';
import { cpus, loadavg, totalmem } from 'node:os';
import { startPlatform } from '@satchel/test-support';
import { agent, bearer, login, operation, postRaw } from './platform-ops.mjs';
import { numberOption, stringOption } from './cli-options.mjs';

const USERS = numberOption('users', 100);
const OPS = numberOption('ops', 2000);
const READS = numberOption('reads', 1000);
const PROFILE = stringOption('profile');
const CONCURRENCY = 32;
const TARGET_PER_SECOND = 200;
const SETTLE_MS = 3_600_000;
const USDC = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const BALANCE_OF = {
  type: 'function',
  name: 'balanceOf',
  stateMutability: 'view',
  inputs: [{ name: 'account', type: 'address' }],
  outputs: [{ name: '', type: 'uint256' }],
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (value) => Number(value.toFixed(2));

async function executeAll(base, ops) {
  let next = 0;
  const failures = new Map();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ops.length) {
        const op = ops[next++];
        const res = await postRaw(`${base}/api/oc/v1/execute`, op.text, op.token.authorization);
        if (res.status !== 'success') {
          const code = res.error?.errorCode ?? 'unknown';
          failures.set(code, (failures.get(code) ?? 0) + 1);
        }
      }
    }),
  );
  if (failures.size) throw new Error(`execute failed: ${JSON.stringify(Object.fromEntries(failures))}`);
}

/** Counts of orders by status, read from the platform's database. */
const statusCounts = (ctx) =>
  Object.fromEntries(
    ctx.db
      .prepare('SELECT status, COUNT(*) AS n FROM orders GROUP BY status')
      .all()
      .map((r) => [r.status, r.n]),
  );

async function settleAll(platform, advance) {
  const started = process.hrtime.bigint();
  advance(SETTLE_MS + 1_000);
  for (;;) {
    const counts = statusCounts(platform.ctx);
    if (!counts.INITIATED && !counts.IN_PROGRESS) {
      return { seconds: Number(process.hrtime.bigint() - started) / 1e9, counts };
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** readContractData latencies (ms) over one connection, one request at a time. */
async function readLatencies(base, user, tokens) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const body = JSON.stringify({
    caip2Id: 'eip155:84532',
    data: { contractAddress: USDC, abi: BALANCE_OF, args: { account: user.userSWA } },
  });
  const times = [];
  let answer;
  for (const token of tokens) {
    const t0 = process.hrtime.bigint();
    answer = await postRaw(`${base}/api/oc/v1/readContractData`, body, token.authorization, agent);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (answer.status !== 'success') throw new Error(`readContractData: ${JSON.stringify(answer)}`);
  }
  agent.destroy();
  const measured = times.slice(Math.min(100, Math.floor(times.length / 10))).sort((a, b) => a - b);
  return {
    p50: ms(percentile(measured, 50)),
    p90: ms(percentile(measured, 90)),
    p99: ms(percentile(measured, 99)),
    answer: answer.data,
  };
}

async function main() {
  process.env.LOG_LEVEL = 'silent';
  // The built platform in this process, on a database file (seeded for real), its clock moved by `advance`.
  const platform = await startPlatform({ file: true, settleMs: SETTLE_MS });
  try {
    const base = platform.url;
    console.log(`logging in ${USERS} users…`);
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await login(base, i));
    console.log(`signing ${OPS} transfers (half ETH, half USDC)…`);
    const nowSec = Math.floor(Date.now() / 1000);
    const ops = [];
    for (let i = 0; i < OPS; i++) {
      const transfer = i % 2 ? { tokenAddress: USDC, amount: 1000n } : {};
      ops.push(operation(users[i % USERS], nowSec, i, transfer));
    }
    console.log('executing…');
    await executeAll(base, ops);
    console.log('settling…');
    // CPU time of this process while it settles (the platform's work; the bench only polls): steadier than the rate
    // on a loaded machine.
    const profiler = PROFILE ? new Session() : undefined;
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const cpuBefore = process.cpuUsage();
    const settled = await settleAll(platform, (by) => platform.advance(by));
    const settleCpu = process.cpuUsage(cpuBefore);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(PROFILE, JSON.stringify(profile));
      profiler.disconnect();
    }

    const reader = users[1];
    console.log(`reading balanceOf ${READS} times…`);
    const fresh = [];
    for (let i = 0; i < READS; i++) fresh.push(bearer(reader.session, i));
    const freshReads = await readLatencies(base, reader, fresh);
    const reusedReads = await readLatencies(base, reader, Array(READS).fill(fresh[0]));

    const result = {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
      users: USERS,
      orders: OPS,
      statuses: settled.counts,
      settleSeconds: Number(settled.seconds.toFixed(2)),
      settledPerSecond: Math.round(OPS / settled.seconds),
      settleCpuMsPerOrder: Number(((settleCpu.user + settleCpu.system) / 1000 / OPS).toFixed(2)),
      readContractDataMs: {
        freshToken: { ...freshReads, answer: undefined },
        reusedToken: { ...reusedReads, answer: undefined },
      },
      // users[1] sent only USDC (odd orders): its balance is the faucet's 1,000 USDC minus 1000 base units per order.
      readAnswer: freshReads.answer,
    };
    // Issue 41's bar, reported met or not (the exit code stays 0): read it with the load and the CPU per order, which
    // the host's speed alone moves by 2 × in a day (bench/RESULTS.md).
    result.targets = {
      settledPerSecond: {
        value: result.settledPerSecond,
        target: `≥ ${TARGET_PER_SECOND}`,
        met: result.settledPerSecond >= TARGET_PER_SECOND,
      },
    };
    console.log(JSON.stringify(result, null, 2));
    if ((settled.counts.SUCCESSFUL ?? 0) !== OPS) process.exitCode = 1;
  } finally {
    agent.destroy();
    await platform.close();
  }
}

await main();
