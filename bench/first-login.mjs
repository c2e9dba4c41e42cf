// Benchmark: what a user's first login costs, against the BUILT platform (npm run build) in this process, started
// as the tests start theirs (in memory, from a seed image). Each round logs a new user in (client JWT →
// authenticate: the login plus the first-login faucet on every chain), then logs the same user in again (the login
// alone, no faucet); rounds alternate so both see the same load. Reported: wall and CPU milliseconds per login of
// each kind (CPU of the whole process: the bench's signing and the platform's work), their difference (what the
// faucet adds), and the chain transactions one first login commits (EVM and Solana), read from the database.
// Usage: node bench/first-login.mjs [--users 40]
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { agent, loginAs } from './platform-ops.mjs';
import { numberOption } from './cli-options.mjs';

const USERS = numberOption('users', 40);
const WARMUP = 3;

/** Wall and CPU milliseconds of one call. */
async function timed(fn) {
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  await fn();
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  const cpu = process.cpuUsage(cpu0);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const round = (value) => Number(value.toFixed(1));
const summary = (samples) => ({
  wallMs: {
    median: round(median(samples.map((s) => s.wall))),
    mean: round(mean(samples.map((s) => s.wall))),
  },
  cpuMs: { median: round(median(samples.map((s) => s.cpu))), mean: round(mean(samples.map((s) => s.cpu))) },
});
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** Chain transactions committed so far: EVM (all networks) and Solana. */
const transactionCount = (db) => ({
  evm: db.prepare('SELECT COUNT(*) AS n FROM evm_transactions').get().n,
  solana: db.prepare('SELECT COUNT(*) AS n FROM solana_transactions').get().n,
});

async function main() {
  process.env.LOG_LEVEL = 'silent';
  const { buildSeedImage, startPlatform } = await import('../platform/dist/index.js');
  const platform = await startPlatform({ port: 0, dbPath: ':memory:', seedImage: await buildSeedImage() });
  try {
    const base = platform.url;
    await platform.chains.evm.ready();
    for (let i = 0; i < WARMUP; i++) {
      const sub = `warm-${i}-${randomUUID()}`;
      await loginAs(base, sub);
      await loginAs(base, sub);
    }
    const before = transactionCount(platform.ctx.db);
    const first = [];
    const again = [];
    console.log(`${USERS} first logins, each followed by the same user's second login…`);
    for (let i = 0; i < USERS; i++) {
      const sub = `bench-${i}-${randomUUID()}`;
      first.push(await timed(() => loginAs(base, sub)));
      again.push(await timed(() => loginAs(base, sub)));
    }
    const after = transactionCount(platform.ctx.db);
    const firstSummary = summary(first);
    const againSummary = summary(again);
    const result = {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
      users: USERS,
      transactionsPerFirstLogin: {
        evm: (after.evm - before.evm) / USERS,
        solana: (after.solana - before.solana) / USERS,
      },
      firstLogin: firstSummary,
      secondLogin: againSummary,
      faucetAddsMedian: {
        wallMs: round(firstSummary.wallMs.median - againSummary.wallMs.median),
        cpuMs: round(firstSummary.cpuMs.median - againSummary.cpuMs.median),
      },
    };
    console.log(JSON.stringify(result, null, 2));
  } finally {
    agent.destroy();
    await platform.close();
  }
}

await main();
