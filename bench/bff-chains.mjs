// Benchmark: api/explorer/chains through the BFF vs GET /api/oc/v1/supported/networks straight from the platform.
// Both BUILT (npm run build), each in its own process on loopback, 100 connections, one measured run each.
// Then both again over one connection: at saturation a closed loop's latency is mostly its queue (connections ÷
// throughput), so only the one-connection run shows what the BFF adds to a single request.
// Targets (issue 42): the BFF adds ≤ 0.5 ms mean at one connection; at 100 connections it serves ≥ 0.5 × the
// platform's throughput with its p99 ≤ 10 × its p50. Each is reported met or not (the exit code stays 0: on a shared
// machine they are read with the load, not enforced).
// --baseline <dir> runs a second BFF from another build (a directory holding the repository's built packages and a
// node_modules that resolves `@satchel/*` to them) against the same platform, measured right after this one in every
// step, then both again in --rounds interleaved one-connection rounds of 2 s (default 5; the order flips each round),
// whose medians of CPU per read compare the two builds at the same machine moment: on a shared machine a single
// run's figure moves by ±20 % with the load.
// Usage: node bench/bff-chains.mjs [--duration 10] [--connections 100] [--baseline <dir> [--rounds 5]]
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { signText } from '@satchel/sdk';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 100);
const baselineAt = process.argv.indexOf('--baseline');
const BASELINE = baselineAt > 0 ? process.argv[baselineAt + 1] : undefined;
const ROUNDS = arg('rounds', 5);

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

function spawnService(script, env, nodeArgs = [], cwd = ROOT) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

// Up to a minute: on a loaded machine the platform takes tens of seconds to start its chains.
async function waitForHealthy(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} never became healthy`);
}

async function postJson(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.status !== 'success') throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

/** The bearer token of docs/protocol.md §6.1 (reusable until expire_at; it is not bound to a request). */
function bearer(session) {
  const data = { expire_at: Math.round(Date.now() / 1000) + 5400, session_pub_key: session.sessionPubKey };
  const data_signature = signText(JSON.stringify(data), session.sessionPrivKey);
  return Buffer.from(JSON.stringify({ type: 'ecdsa_uncompressed', data, data_signature })).toString('base64');
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, pipelining: 1, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** CPU milliseconds a process has used so far, user and system (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/**
 * One autocannon run, with the CPU the platform and the BFF that served it spent per request (steadier than latency
 * on a loaded machine); the BFF's is split into user and system (the kernel's share: loopback sockets).
 */
async function measured(opts, server = bff) {
  const before = [cpuMs(platform.pid), cpuMs(server.pid)];
  const result = await run(opts);
  const requests = Math.max(result.requests.total, 1);
  const after = [cpuMs(platform.pid), cpuMs(server.pid)];
  const per = (i, kind) => (after[i][kind] - before[i][kind]) / requests;
  const round = (x) => Number(x.toFixed(3));
  return {
    ...summary(result),
    cpuMsPerRequest: {
      platform: round(per(0, 'user') + per(0, 'system')),
      bff: round(per(1, 'user') + per(1, 'system')),
      bffSystem: round(per(1, 'system')),
    },
  };
}

const summary = (r) => ({
  p50: r.latency.p50,
  p99: r.latency.p99,
  mean: Number(r.latency.mean.toFixed(2)),
  rps: Math.round(r.requests.average),
  non2xx: r.non2xx,
  errors: r.errors,
});

const verdict = (value, relation, target) => ({
  value,
  target: `${relation} ${target}`,
  met: relation === '≤' ? value <= target : value >= target,
});

const [platformPort, bffPort] = [await freePort(), await freePort()];
const platformUrl = `http://127.0.0.1:${platformPort}`;
const bffUrl = `http://127.0.0.1:${bffPort}`;
// BENCH_CPU_PROF=<dir> writes a --cpu-prof of each service (on exit) into <dir>: platform.cpuprofile, bff.cpuprofile.
const profileDir = process.env.BENCH_CPU_PROF;
const profile = (name) =>
  profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir, '--cpu-prof-name', `${name}.cpuprofile`] : [];
const platform = spawnService(
  'platform/dist/main.js',
  {
    PLATFORM_PORT: String(platformPort),
    PLATFORM_DB: ':memory:',
    PLATFORM_PUBLIC_URL: platformUrl,
    LOG_LEVEL: 'info', // both at their default level: one log line per request each (to /dev/null)
  },
  profile('platform'),
);
const bff = spawnService(
  'server/dist/main.js',
  {
    PORT: String(bffPort),
    HOST: '127.0.0.1',
    PLATFORM_URL: platformUrl,
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_MAX: '0',
  },
  profile('bff'),
);
const baselinePort = BASELINE ? await freePort() : undefined;
const baselineUrl = `http://127.0.0.1:${baselinePort}`;
const baseline = BASELINE
  ? spawnService(
      'server/dist/main.js',
      {
        PORT: String(baselinePort),
        HOST: '127.0.0.1',
        PLATFORM_URL: platformUrl,
        LOG_LEVEL: 'info',
        AUTH_RATE_LIMIT_MAX: '0',
      },
      profile('bff-baseline'),
      BASELINE,
    )
  : undefined;
try {
  await waitForHealthy(`${platformUrl}/healthz`);
  await waitForHealthy(`${bffUrl}/healthz`);
  if (baseline) await waitForHealthy(`${baselineUrl}/healthz`);

  const email = 'bench@example.com';
  const { data: sent } = await postJson(`${bffUrl}/api/auth/email/otp`, { email });
  const { data: inbox } = await (await fetch(`${platformUrl}/dev/otp?contact=${email}`)).json();
  const { data: verified } = await postJson(`${bffUrl}/api/auth/email/verify-otp`, {
    email,
    otp: inbox.otp,
    token: sent.token,
  });
  const { sessionConfig } = await postJson(`${bffUrl}/api/auth/authenticate`, {
    idToken: verified.authToken,
    provider: 'satchel',
  });
  const token = bearer(sessionConfig);

  const direct = {
    url: `${platformUrl}/api/oc/v1/supported/networks`,
    method: 'GET',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${token}`,
    },
  };
  const viaBff = {
    url: `${bffUrl}/api/explorer/chains`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ sessionConfig }),
  };
  // Same answer both ways before measuring.
  const a = await (await fetch(direct.url, direct)).json();
  const b = await (await fetch(viaBff.url, viaBff)).json();
  if (a.data.count !== b.data.count) throw new Error('direct and BFF answers differ');
  const viaBaseline = { ...viaBff, url: `${baselineUrl}/api/explorer/chains` };
  if (baseline && (await (await fetch(viaBaseline.url, viaBaseline)).json()).data.count !== a.data.count)
    throw new Error('direct and baseline BFF answers differ');

  const loadBefore = loadavg().map((x) => Number(x.toFixed(2)));
  await run({ ...direct, duration: 2 }); // warm-up (JIT, connection pools)
  await run({ ...viaBff, duration: 2 });
  if (baseline) await run({ ...viaBaseline, duration: 2 });
  const platformResult = await measured({ ...direct, duration: DURATION });
  const bffResult = await measured({ ...viaBff, duration: DURATION });
  const baselineResult = baseline && (await measured({ ...viaBaseline, duration: DURATION }, baseline));
  const platformAlone = await measured({ ...direct, duration: DURATION, connections: 1 });
  const bffAlone = await measured({ ...viaBff, duration: DURATION, connections: 1 });
  const baselineAlone =
    baseline && (await measured({ ...viaBaseline, duration: DURATION, connections: 1 }, baseline));
  // Interleaved rounds, this build and the baseline in turn: the medians of their CPU per read at one connection.
  const rounds = { bff: [], baseline: [] };
  for (let i = 0; baseline && i < ROUNDS; i++) {
    const pair = [
      ['bff', viaBff, bff],
      ['baseline', viaBaseline, baseline],
    ];
    for (const [name, opts, server] of i % 2 ? pair.reverse() : pair)
      rounds[name].push(
        (await measured({ ...opts, duration: 2, connections: 1 }, server)).cpuMsPerRequest.bff,
      );
  }
  const median = (values) => [...values].sort((x, y) => x - y)[values.length >> 1];
  const report = {
    date: new Date().toISOString(),
    machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}`,
    loadAverageBefore: loadBefore,
    connections: CONNECTIONS,
    durationSeconds: DURATION,
    platform: platformResult,
    bff: bffResult,
    loadAverageAfter: loadavg().map((x) => Number(x.toFixed(2))),
    addedLatencyMs: { p50: bffResult.p50 - platformResult.p50, p99: bffResult.p99 - platformResult.p99 },
    oneConnection: {
      platform: platformAlone,
      bff: bffAlone,
      addedLatencyMs: { p50: bffAlone.p50 - platformAlone.p50, p99: bffAlone.p99 - platformAlone.p99 },
      // autocannon's percentiles are whole milliseconds; one connection's mean latency is exactly 1 / throughput.
      addedMeanMs: Number((1000 / bffAlone.rps - 1000 / platformAlone.rps).toFixed(3)),
    },
    ...(baseline && {
      baseline: {
        dir: BASELINE,
        bff: baselineResult,
        oneConnection: baselineAlone,
        addedMeanMs: Number((1000 / baselineAlone.rps - 1000 / platformAlone.rps).toFixed(3)),
        throughputVsPlatform: Number((baselineResult.rps / platformResult.rps).toFixed(2)),
        interleavedRounds: {
          bffCpuMsPerRead: { median: median(rounds.bff), rounds: rounds.bff },
          baselineCpuMsPerRead: { median: median(rounds.baseline), rounds: rounds.baseline },
          ratio: Number((median(rounds.bff) / median(rounds.baseline)).toFixed(2)),
        },
      },
    }),
  };
  const throughputRatio = bffResult.rps / platformResult.rps;
  report.targets = {
    addedMeanMsAtOneConnection: verdict(report.oneConnection.addedMeanMs, '≤', 0.5),
    throughputVsPlatform: verdict(Number(throughputRatio.toFixed(2)), '≥', 0.5),
    p99OverP50: verdict(Number((bffResult.p99 / Math.max(bffResult.p50, 1)).toFixed(1)), '≤', 10),
  };
  console.log(JSON.stringify(report, null, 2));
} finally {
  platform.kill('SIGTERM');
  bff.kill('SIGTERM');
  baseline?.kill('SIGTERM');
}
