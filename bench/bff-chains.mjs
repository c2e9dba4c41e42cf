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
import { cpus, loadavg, totalmem } from 'node:os';
import { createAuthToken } from '@satchel/sdk';
import { freePort } from '@satchel/test-support';
import {
  autocannonRun,
  cpuProfileArgs,
  cpuTimes,
  loginThroughBff,
  spawnBff,
  spawnPlatform,
  waitForHealthy,
} from './service-processes.mjs';
import { numberOption, stringOption } from './cli-options.mjs';

const DURATION = numberOption('duration', 10);
const CONNECTIONS = numberOption('connections', 100);
const BASELINE = stringOption('baseline');
const ROUNDS = numberOption('rounds', 5);

const run = (opts) => autocannonRun({ connections: CONNECTIONS, ...opts });

/**
 * One autocannon run, with the CPU the platform and the BFF that served it spent per request (steadier than latency
 * on a loaded machine); the BFF's is split into user and system (the kernel's share: loopback sockets).
 */
async function measured(opts, server = bff) {
  const before = [cpuTimes(platform.pid), cpuTimes(server.pid)];
  const result = await run(opts);
  const requests = Math.max(result.requests.total, 1);
  const after = [cpuTimes(platform.pid), cpuTimes(server.pid)];
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
// Both at their default level: one log line per request each (to /dev/null).
const platform = spawnPlatform(platformPort, { nodeArgs: cpuProfileArgs('platform') });
const bff = spawnBff(bffPort, platformUrl, { nodeArgs: cpuProfileArgs('bff') });
const baselinePort = BASELINE ? await freePort() : undefined;
const baselineUrl = `http://127.0.0.1:${baselinePort}`;
const baseline = BASELINE
  ? spawnBff(baselinePort, platformUrl, { nodeArgs: cpuProfileArgs('bff-baseline'), cwd: BASELINE })
  : undefined;
try {
  await waitForHealthy(`${platformUrl}/healthz`);
  await waitForHealthy(`${bffUrl}/healthz`);
  if (baseline) await waitForHealthy(`${baselineUrl}/healthz`);

  const sessionConfig = await loginThroughBff({ bffUrl, platformUrl, email: 'bench@example.com' });
  // A bearer token of docs/protocol.md §6.1 for the direct reads (reusable until expire_at; not bound to a request).
  const token = createAuthToken(sessionConfig);

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
