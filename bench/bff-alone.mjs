// The BFF's own CPU per read, two builds compared, without the platform's CPU and noise: both BFFs read
// api/explorer/chains from a canned platform (a `node:http` server in its own process that passes the login through
// to the real platform, then answers every GET /api/oc/v1/supported/networks with the bytes and headers the platform
// gave the first one; the platform is stopped before measuring). Each BFF still signs a fresh bearer per request.
// Measured: --rounds interleaved rounds of --duration s at --connections (the order flipping each round), each BFF's
// CPU per read (/proc, user + system) in each; the medians and the median of the per-round ratios (this build ÷ the
// baseline). Both answers' bodies must be byte-identical before anything is measured.
// Why: on a shared 2-core machine `bff-chains.mjs --baseline` moves by ±20 % between rounds, more than a 3 % cut.
// BENCH_CPU_PROF=<dir> writes a --cpu-prof of each BFF (on exit) into <dir>: bff.cpuprofile, bff-baseline.cpuprofile.
// Usage: node bench/bff-alone.mjs --baseline <dir> [--rounds 15] [--duration 3] [--connections 10]
//   (<dir>: another build, as for bff-chains.mjs: the repository's built packages and a node_modules that resolves
//   `@satchel/*` to them)
import { Buffer } from 'node:buffer';
import { createServer, request as httpRequest, Agent } from 'node:http';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { freePort } from '@satchel/test-support';
import {
  autocannonRun,
  cpuMs,
  cpuProfileArgs,
  loginThroughBff,
  spawnBff,
  spawnNode,
  spawnPlatform,
  waitForHealthy,
} from './service-processes.mjs';
import { numberOption, stringOption } from './cli-options.mjs';

const NETWORKS = '/api/oc/v1/supported/networks';

/** The canned platform (this file run with `--canned <port> <platformUrl>`). */
function cannedPlatform(port, platformUrl) {
  const agent = new Agent({ keepAlive: true });
  let canned; // { status, headers, body } of the first networks answer
  createServer((req, res) => {
    if (canned && req.method === 'GET' && req.url === NETWORKS) {
      res.writeHead(canned.status, canned.headers);
      return res.end(canned.body);
    }
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const upstream = httpRequest(
        new URL(req.url, platformUrl),
        { method: req.method, headers: req.headers, agent },
        (answer) => {
          const parts = [];
          answer.on('data', (part) => parts.push(part));
          answer.on('end', () => {
            const body = Buffer.concat(parts);
            if (req.method === 'GET' && req.url === NETWORKS && answer.statusCode === 200)
              canned = { status: 200, headers: answer.rawHeaders, body };
            res.writeHead(answer.statusCode, answer.rawHeaders);
            res.end(body);
          });
        },
      );
      upstream.end(Buffer.concat(chunks));
    });
  }).listen(port, '127.0.0.1');
}

if (process.argv[2] === '--canned') {
  cannedPlatform(Number(process.argv[3]), process.argv[4]);
} else {
  await main();
}

async function main() {
  const BASELINE = stringOption('baseline');
  if (!BASELINE) throw new Error('--baseline <dir> is required');
  const ROUNDS = numberOption('rounds', 15);
  const DURATION = numberOption('duration', 3);
  const CONNECTIONS = numberOption('connections', 10);

  const run = (opts) => autocannonRun({ connections: CONNECTIONS, ...opts });

  const [platformPort, cannedPort, bffPort, basePort] = await Promise.all([1, 2, 3, 4].map(freePort));
  const platformUrl = `http://127.0.0.1:${platformPort}`;
  const cannedUrl = `http://127.0.0.1:${cannedPort}`;
  const platform = spawnPlatform(platformPort);
  const canned = spawnNode([fileURLToPath(import.meta.url), '--canned', String(cannedPort), platformUrl]);
  const bffs = {
    bff: {
      proc: spawnBff(bffPort, cannedUrl, { nodeArgs: cpuProfileArgs('bff') }),
      url: `http://127.0.0.1:${bffPort}`,
    },
    baseline: {
      proc: spawnBff(basePort, cannedUrl, { nodeArgs: cpuProfileArgs('bff-baseline'), cwd: BASELINE }),
      url: `http://127.0.0.1:${basePort}`,
    },
  };
  try {
    await waitForHealthy(`${platformUrl}/healthz`);
    await waitForHealthy(cannedUrl);
    for (const { url } of Object.values(bffs)) await waitForHealthy(`${url}/healthz`);

    const sessionConfig = await loginThroughBff({
      bffUrl: bffs.bff.url,
      platformUrl,
      email: 'bench@example.com',
    });
    const read = (url) => ({
      url: `${url}/api/explorer/chains`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionConfig }),
    });
    const answers = [];
    for (const { url } of Object.values(bffs)) {
      const res = await fetch(read(url).url, read(url));
      answers.push([res.status, await res.text()]);
    }
    if (answers[0][0] !== 200 || JSON.stringify(answers[0]) !== JSON.stringify(answers[1]))
      throw new Error(`the two builds answer differently: ${JSON.stringify(answers)}`);
    platform.kill('SIGTERM'); // every read now comes from the canned answer

    for (const { url } of Object.values(bffs)) await run({ ...read(url), duration: 5 }); // warm-up (JIT)
    const loadBefore = loadavg().map((x) => Number(x.toFixed(2)));
    const rounds = { bff: [], baseline: [], rps: { bff: [], baseline: [] } };
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 ? ['baseline', 'bff'] : ['bff', 'baseline'];
      for (const name of order) {
        const { proc, url } = bffs[name];
        const before = cpuMs(proc.pid);
        const result = await run({ ...read(url), duration: DURATION });
        if (result.non2xx || result.errors)
          throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        rounds[name].push(Number(((cpuMs(proc.pid) - before) / result.requests.total).toFixed(3)));
        rounds.rps[name].push(Math.round(result.requests.average));
      }
    }
    const median = (values) => [...values].sort((x, y) => x - y)[values.length >> 1];
    const ratios = rounds.bff.map((x, i) => Number((x / rounds.baseline[i]).toFixed(3)));
    console.log(
      JSON.stringify(
        {
          date: new Date().toISOString(),
          baseline: BASELINE,
          connections: CONNECTIONS,
          roundSeconds: DURATION,
          loadAverageBefore: loadBefore,
          loadAverageAfter: loadavg().map((x) => Number(x.toFixed(2))),
          cpuMsPerRead: { bff: median(rounds.bff), baseline: median(rounds.baseline) },
          ratioOfMedians: Number((median(rounds.bff) / median(rounds.baseline)).toFixed(3)),
          medianRoundRatio: median(ratios),
          roundsBelowOne: `${ratios.filter((r) => r < 1).length} of ${ratios.length}`,
          rounds: { ...rounds, ratios },
        },
        null,
        2,
      ),
    );
  } finally {
    platform.kill('SIGTERM');
    canned.kill('SIGTERM');
    for (const { proc } of Object.values(bffs)) proc.kill('SIGTERM');
  }
}
