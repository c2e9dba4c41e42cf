// The BFF's own work per session request, in one process, offline: the SDK client it builds for the request
// (`server/src/sdk/create-client.ts`: the configuration's checks, the environment, the session restored with its
// key-pair check) against the one thing every request must do anyway, sign a fresh bearer token (§6.1: a
// libsecp256k1 signature and a Keccak-256). Interleaved rounds, so background load hits both alike; the figure is
// the median per-round ratio of their times (steady on a loaded machine, where absolute times are not).
// Why a ratio of these two: the client cost 1.6–4.1 × a bearer (2026-11-28, main at dbdc7a2, load 12–15) while
// per-configuration work (six Keccak-256 of the environment's addresses) ran per request; 0.6–0.8 × with that work
// done once per process. A client that grows per-request work again shows here (bench/RESULTS.md, "BFF").
//   npm run build && node bench/bff-request-path.mjs
// `--check` (CI): fewer rounds, exits 1 when the client costs more than BUDGET bearer tokens.
import { createAuthToken } from '@satchel/sdk';
import { createSdkClient } from '../server/dist/sdk/create-client.js';
import { loadConfig } from '../server/dist/config.js';
import { interleaved, machine, vectors } from './sdk-bench-common.mjs';
import { flag } from './cli-options.mjs';

const BUDGET = 1.2;
const CHECK = flag('check');
const { inputs, session } = vectors;
const config = loadConfig({
  NODE_ENV: 'development',
  PLATFORM_URL: 'http://127.0.0.1:4100',
  CLIENT_PRIVATE_KEY: inputs.clientPrivateKey,
  CLIENT_SWA: inputs.clientSWA,
});
const credentials = { clientPrivateKey: config.clientPrivateKey, clientSWA: config.clientSWA };
const sessionConfig = { ...session.sessionObject };
const token = () =>
  createAuthToken({
    sessionPrivKey: sessionConfig.sessionPrivKey,
    sessionPubKey: sessionConfig.sessionPubKey,
    nowMs: Date.now(),
  });

// Sanity: the client holds the session, and its token is a bearer of it.
const client = await createSdkClient(config, credentials, sessionConfig);
if (client.getSessionConfig()?.sessionPubKey !== sessionConfig.sessionPubKey) throw new Error('no session');
if (typeof token() !== 'string') throw new Error('no token');

const [bearer, perRequest] = await interleaved(
  [
    { name: 'bearer token (createAuthToken)', fn: token },
    {
      name: 'BFF per-request SDK client (createSdkClient + session)',
      fn: () => createSdkClient(config, credentials, sessionConfig),
    },
  ],
  { rounds: Number(process.env.ROUNDS ?? (CHECK ? 40 : 200)), iterations: 100, warmup: 1000 },
);
const ratio = Number((1 / perRequest.ratioToBaseline).toFixed(2));
console.log(
  JSON.stringify({ bench: 'bff-request-path', machine: machine(), results: [bearer, perRequest], ratio }),
);
console.log(
  `\nper-request SDK client = ${ratio} × a bearer token (budget ≤ ${BUDGET}): ${ratio <= BUDGET ? 'within' : 'OVER'}` +
    ` (${perRequest.opsPerSec} clients/s, ${bearer.opsPerSec} tokens/s)`,
);
process.exitCode = ratio <= BUDGET ? 0 : 1;
