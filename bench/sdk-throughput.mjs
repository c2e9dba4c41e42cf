// Write-path throughput: prepare + sign one token transfer with `@satchel/sdk` (built dist/): validation, chain
// lookup, job parameters, callData, gas values, paymaster data, unsigned operation, then `client.signUserOp`.
// The platform's networks and gas-values answers are served from memory by an injected `fetch` (no network), so
// this measures the SDK alone; each GET carries a bearer token (§6.1), which the SDK signs once per second (the
// bytes repeat within a second), so an operation costs two ECDSA signatures (paymaster, operation) and a bearer
// signature at most once a second. Compared with one raw noble sign, same process, interleaved rounds, median ops/s.
//   npm run build -w shared && npm run build -w sdk && node bench/sdk-throughput.mjs
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytes32ToUuid, fromHex, prepareTokenTransfer, SatchelClient } from '@satchel/sdk';
import { interleaved, machine, vectors } from './sdk-bench-common.mjs';

const { inputs, session, intents } = vectors;
const vector = intents.TOKEN_TRANSFER;

const ANSWERS = {
  '/api/oc/v1/supported/networks': {
    count: 1,
    network: [
      {
        caip_id: vector.input.caip2Id,
        network_name: 'BASE_TESTNET',
        chain_id: '84532',
        logo: '',
        sponsorship_enabled: vector.chainPolicy.sponsorshipEnabled,
        gsn_enabled: vector.chainPolicy.gsnEnabled,
        type: 'EVM',
        network_id: '0b0f9a4e-3c1d-4e2a-9f5b-6c7d8e9f0a1b',
        onramp_enabled: false,
        whitelisted: true,
      },
    ],
  },
  '/api/oc/v1/gas-values': inputs.gasValues,
};
const encoder = new TextEncoder();
const bodies = Object.fromEntries(
  Object.entries(ANSWERS).map(([path, data]) => [
    path,
    encoder.encode(JSON.stringify({ status: 'success', data })),
  ]),
);
let requests = 0;
/** In-memory platform: answers the two reads the write path makes, 404 otherwise. */
async function memoryFetch(url, init) {
  requests++;
  if (!String(init?.headers?.Authorization ?? '').startsWith('Bearer ')) throw new Error('missing bearer');
  const body = bodies[new URL(url).pathname];
  return new Response(body ?? '{"status":"error","error":{"message":"not found"}}', {
    status: body ? 200 : 404,
    headers: { 'content-type': 'application/json' },
  });
}

const client = new SatchelClient({
  environment: inputs.environment,
  clientPrivateKey: inputs.clientPrivateKey,
  clientSWA: inputs.clientSWA,
  platformUrl: 'http://platform.invalid',
  fetch: memoryFetch,
});
client.setSessionConfig({ ...session.sessionObject });

async function prepareAndSign() {
  const op = await prepareTokenTransfer(client, vector.input);
  const signed = await client.signUserOp(op);
  client.requestLog.clear(); // keep the in-memory log from growing across thousands of operations
  return signed;
}

// Sanity: a fresh operation has the vector's shape, its own UUID, and a 65-byte signature.
const sample = await prepareAndSign();
if (sample.callData.length !== vector.callData.length || !/^0x[0-9a-f]{130}$/.test(sample.signature))
  throw new Error('unexpected operation');
bytes32ToUuid(sample.nonce);

const digest = fromHex(vector.userOpHashEip191Digest);
const key = fromHex(inputs.sessionPrivKey);
const before = requests;
const results = await interleaved(
  [
    {
      name: 'raw noble secp256k1.sign',
      fn: () => secp256k1.sign(digest, key, { prehash: false, format: 'recovered' }),
    },
    { name: '@satchel/sdk prepareTokenTransfer + signUserOp', fn: prepareAndSign },
  ],
  {
    rounds: Number(process.env.ROUNDS ?? 100),
    iterations: Number(process.env.ITERATIONS ?? 10),
    warmup: 100,
  },
);
const operations = 100 + Number(process.env.ROUNDS ?? 100) * Number(process.env.ITERATIONS ?? 10);
const requestsPerOp = (requests - before) / operations;

console.log(JSON.stringify({ bench: 'sdk-throughput', machine: machine(), requestsPerOp, results }));
console.log('\n| contender | ops/s (median) | × raw sign |\n|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.opsPerSec} | ${r.ratioToBaseline.toFixed(2)} |`);
console.log(`\nplatform requests per operation (served from memory): ${requestsPerOp}`);
