// The floor under issue 42's BFF targets: what any Node proxy of the bench's read costs, beside the BFF and the
// platform, in one run. Three servers, each in its own process: the platform (GET /api/oc/v1/supported/networks
// direct), the BFF (POST /api/explorer/chains), and a bare `node:http` proxy doing only what the read needs — read the
// JSON body, sign a fresh bearer token of its `sessionConfig` (§6.1), GET the platform over a keep-alive agent,
// camel-case the answer, send the envelope — no Express, no SDK client, no checks, no log. Measured: throughput at
// --connections (the BFF and the proxy against the platform direct), then --rounds interleaved one-connection rounds
// of 2 s (the order rotating each round) whose medians give each server's own CPU per read (/proc) and its mean
// latency (1 / throughput at one connection). Built packages (npm run build).
// Usage: node bench/bff-floor.mjs [--duration 5] [--connections 100] [--rounds 5]
import { Buffer } from 'node:buffer';
import { createServer, request as httpRequest, Agent } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createAuthToken } from '@satchel/sdk';
import { toCamelCase } from '@satchel/shared';
import { freePort } from '@satchel/test-support';
import {
  autocannonRun,
  cpuMs,
  loginThroughBff,
  spawnBff,
  spawnNode,
  spawnPlatform,
  waitForHealthy,
} from './service-processes.mjs';
import { numberOption } from './cli-options.mjs';

/** The bare proxy (this file run with `--proxy <port> <platformUrl>`). */
function bareProxy(port, platformUrl) {
  const agent = new Agent({ keepAlive: true });
  const upstream = new URL('/api/oc/v1/supported/networks', platformUrl);
  createServer((req, res) => {
    if (req.method !== 'POST') return res.end(); // the bench's health check
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const { sessionConfig } = JSON.parse(Buffer.concat(chunks).toString());
      const token = createAuthToken({ ...sessionConfig, nowMs: Date.now() });
      const headers = { Accept: 'application/json', Authorization: `Bearer ${token}` };
      httpRequest(upstream, { agent, headers }, (answer) => {
        const parts = [];
        answer.on('data', (chunk) => parts.push(chunk));
        answer.on('end', () => {
          const { data } = toCamelCase(JSON.parse(Buffer.concat(parts).toString()));
          const body = JSON.stringify({ status: 'success', data });
          res.writeHead(200, {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
          });
          res.end(body);
        });
      }).end();
    });
  }).listen(port, '127.0.0.1');
}

if (process.argv[2] === '--proxy') {
  bareProxy(Number(process.argv[3]), process.argv[4]);
} else {
  await main();
}

async function main() {
  const DURATION = numberOption('duration', 5);
  const CONNECTIONS = numberOption('connections', 100);
  const ROUNDS = numberOption('rounds', 5);
  const [platformPort, bffPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const platform = spawnPlatform(platformPort);
  const bff = spawnBff(bffPort, platformUrl);
  const proxy = spawnNode([fileURLToPath(import.meta.url), '--proxy', String(proxyPort), platformUrl]);
  try {
    await waitForHealthy(`${platformUrl}/healthz`);
    await waitForHealthy(`http://127.0.0.1:${bffPort}/healthz`);
    await waitForHealthy(`http://127.0.0.1:${proxyPort}/`);
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const sessionConfig = await loginThroughBff({ bffUrl, platformUrl, email: 'floor@example.com' });
    const token = createAuthToken(sessionConfig);
    const post = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionConfig }),
    };
    const targets = {
      platform: {
        pids: [platform.pid],
        opts: {
          url: `${platformUrl}/api/oc/v1/supported/networks`,
          headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
        },
      },
      proxy: { pids: [proxy.pid, platform.pid], opts: { url: `http://127.0.0.1:${proxyPort}/`, ...post } },
      bff: { pids: [bff.pid, platform.pid], opts: { url: `${bffUrl}/api/explorer/chains`, ...post } },
    };
    const counts = {};
    for (const [name, { opts }] of Object.entries(targets)) {
      const answer = await (await fetch(opts.url, opts)).json();
      counts[name] = answer.data.count;
    }
    if (new Set(Object.values(counts)).size !== 1)
      throw new Error(`answers differ: ${JSON.stringify(counts)}`);
    const loadBefore = loadavg().map((x) => Number(x.toFixed(2)));
    for (const { opts } of Object.values(targets))
      await autocannonRun({ ...opts, connections: 1, duration: 2 }); // warm-up
    const saturated = {};
    for (const [name, { opts }] of Object.entries(targets)) {
      const r = await autocannonRun({ ...opts, connections: CONNECTIONS, duration: DURATION });
      saturated[name] = { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
    }
    const rounds = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    const names = Object.keys(targets);
    for (let i = 0; i < ROUNDS; i++) {
      for (let k = 0; k < names.length; k++) {
        const name = names[(k + i) % names.length];
        const { pids, opts } = targets[name];
        const before = pids.map(cpuMs);
        const r = await autocannonRun({ ...opts, connections: 1, duration: 2 });
        const n = Math.max(r.requests.total, 1);
        const [own, behind = 0] = pids.map((pid, j) => (cpuMs(pid) - before[j]) / n);
        rounds[name].push({ own, behind, meanMs: 1000 / Math.max(r.requests.average, 1) });
      }
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
    const oneConnection = Object.fromEntries(
      names.map((name) => [
        name,
        {
          cpuMsPerRead: Number(median(rounds[name].map((r) => r.own)).toFixed(3)),
          platformCpuMsBehind: Number(median(rounds[name].map((r) => r.behind)).toFixed(3)),
          meanMs: Number(median(rounds[name].map((r) => r.meanMs)).toFixed(3)),
        },
      ]),
    );
    const report = {
      date: new Date().toISOString(),
      loadAverage: { before: loadBefore, after: loadavg().map((x) => Number(x.toFixed(2))) },
      saturated,
      throughputVsPlatform: {
        proxy: Number((saturated.proxy.rps / saturated.platform.rps).toFixed(2)),
        bff: Number((saturated.bff.rps / saturated.platform.rps).toFixed(2)),
      },
      oneConnection,
      addedMeanMs: {
        proxy: Number((oneConnection.proxy.meanMs - oneConnection.platform.meanMs).toFixed(3)),
        bff: Number((oneConnection.bff.meanMs - oneConnection.platform.meanMs).toFixed(3)),
      },
      cpuPerReadVsPlatform: {
        proxy: Number((oneConnection.proxy.cpuMsPerRead / oneConnection.platform.cpuMsPerRead).toFixed(2)),
        bff: Number((oneConnection.bff.cpuMsPerRead / oneConnection.platform.cpuMsPerRead).toFixed(2)),
      },
    };
    console.log(JSON.stringify(report, null, 2));
  } finally {
    for (const child of [platform, bff, proxy]) child.kill('SIGTERM');
  }
}
