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
import { readFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, Agent } from 'node:http';
import { createServer as netServer } from 'node:net';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { createAuthToken, signText } from '@satchel/sdk';
import { toCamelCase } from '@satchel/shared';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};

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
  const DURATION = arg('duration', 5);
  const CONNECTIONS = arg('connections', 100);
  const ROUNDS = arg('rounds', 5);
  const freePort = () =>
    new Promise((resolve) => {
      const server = netServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
  const spawnNode = (args, env = {}) =>
    spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const [platformPort, bffPort, proxyPort] = [await freePort(), await freePort(), await freePort()];
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const platform = spawnNode(['platform/dist/main.js'], {
    PLATFORM_PORT: String(platformPort),
    PLATFORM_DB: ':memory:',
    PLATFORM_PUBLIC_URL: platformUrl,
    LOG_LEVEL: 'info',
  });
  const bff = spawnNode(['server/dist/main.js'], {
    PORT: String(bffPort),
    HOST: '127.0.0.1',
    PLATFORM_URL: platformUrl,
    LOG_LEVEL: 'info',
    AUTH_RATE_LIMIT_MAX: '0',
  });
  const proxy = spawnNode([fileURLToPath(import.meta.url), '--proxy', String(proxyPort), platformUrl]);
  const cpuMs = (pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const run = (opts) =>
    new Promise((resolve, reject) =>
      autocannon({ pipelining: 1, ...opts }, (error, result) => (error ? reject(error) : resolve(result))),
    );
  async function healthy(url) {
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(url)).status < 500) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${url} never answered`);
  }
  const postJson = async (url, body) =>
    (
      await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  try {
    await healthy(`${platformUrl}/healthz`);
    await healthy(`http://127.0.0.1:${bffPort}/healthz`);
    await healthy(`http://127.0.0.1:${proxyPort}/`);
    const bffUrl = `http://127.0.0.1:${bffPort}`;
    const email = 'floor@example.com';
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
    const data = {
      expire_at: Math.round(Date.now() / 1000) + 5400,
      session_pub_key: sessionConfig.sessionPubKey,
    };
    const token = Buffer.from(
      JSON.stringify({
        type: 'ecdsa_uncompressed',
        data,
        data_signature: signText(JSON.stringify(data), sessionConfig.sessionPrivKey),
      }),
    ).toString('base64');
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
    for (const { opts } of Object.values(targets)) await run({ ...opts, connections: 1, duration: 2 }); // warm-up
    const saturated = {};
    for (const [name, { opts }] of Object.entries(targets)) {
      const r = await run({ ...opts, connections: CONNECTIONS, duration: DURATION });
      saturated[name] = { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99 };
    }
    const rounds = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
    const names = Object.keys(targets);
    for (let i = 0; i < ROUNDS; i++) {
      for (let k = 0; k < names.length; k++) {
        const name = names[(k + i) % names.length];
        const { pids, opts } = targets[name];
        const before = pids.map(cpuMs);
        const r = await run({ ...opts, connections: 1, duration: 2 });
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
