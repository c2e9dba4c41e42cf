// Signing speed of a user operation in Node, offline: `SatchelClient.signUserOp` (built dist/, so libsecp256k1 and
// the native keccak; SATCHEL_NATIVE_CRYPTO=0 shows the noble fallback) against `@okto_web3/core-js-sdk@1.1.0`
// `OktoClient` (setSessionConfig + signUserOp), the baseline. Same process, interleaved rounds, median ops/s and
// median per-round ratio to Okto. Target: Satchel ≥ 5 × Okto in Node. One raw libsecp256k1 and one raw
// `@noble/secp256k1` (the browser's signer) signature of a 32-byte digest are shown too: every signUserOp does one,
// so the SDK's own overhead (hashing, encoding, validation) stays visible.
//   npm run build -w shared && npm run build -w sdk && node bench/sdk-signing.mjs
// `--check` (CI): fewer rounds, exits 1 when the ratio to Okto is under the target.
import { createRequire } from 'node:module';
import * as secp from '@noble/secp256k1';
import { OktoClient } from '@okto_web3/core-js-sdk';
import { fromHex, SatchelClient, signUserOpWith } from '@satchel/sdk';
import { interleaved, machine, vectors } from './sdk-bench-common.mjs';
import { flag } from './cli-options.mjs';

const TARGET_VS_OKTO = 5;
const CHECK = flag('check');
const libsecp256k1 = createRequire(import.meta.url)('secp256k1/bindings');
const { inputs, session, intents } = vectors;
const op = intents.TOKEN_TRANSFER.unsignedUserOp;
const sessionConfig = { ...session.sessionObject };
const clientConfig = {
  environment: 'sandbox',
  clientPrivateKey: inputs.clientPrivateKey,
  clientSWA: inputs.clientSWA,
};

// Satchel's own profile needs a platform URL; signing sends nothing, so none is contacted.
const satchel = new SatchelClient({ ...clientConfig, platformUrl: 'http://localhost:4100' });
satchel.setSessionConfig(sessionConfig);
const okto = new OktoClient(clientConfig);
okto.setSessionConfig(sessionConfig); // protected in TypeScript only

// Sanity: the Satchel signature is the vector's, so the benchmark measures the real thing.
const signed = await satchel.signUserOp({ ...op });
if (signed.signature !== intents.TOKEN_TRANSFER.signature)
  throw new Error('Satchel signature differs from the vector');
const oktoSigned = await okto.signUserOp({ ...op });
if (!/^0x[0-9a-f]{130}$/.test(oktoSigned.signature)) throw new Error('Okto did not sign');

const digest = fromHex(intents.TOKEN_TRANSFER.userOpHashEip191Digest);
const key = fromHex(inputs.sessionPrivKey);

const results = await interleaved(
  [
    { name: '@okto_web3/core-js-sdk@1.1.0 signUserOp', fn: () => okto.signUserOp({ ...op }) },
    { name: '@satchel/sdk client.signUserOp', fn: () => satchel.signUserOp({ ...op }) },
    { name: 'raw libsecp256k1 ecdsaSign (the Node signer)', fn: () => libsecp256k1.ecdsaSign(digest, key) },
    // The protocol layer alone (no session guard, no §15.2 validation): shows what the client wrapper costs.
    {
      name: '@satchel/sdk signUserOpWith (protocol layer)',
      fn: () => signUserOpWith(op, inputs.sessionPrivKey, 'sandbox'),
    },
    // Its hashes are the ones the SDK installed (signUserOp above has already run).
    {
      name: 'raw @noble/secp256k1 sign (the browser signer)',
      fn: () => secp.sign(digest, key, { prehash: false, format: 'recovered' }),
    },
  ],
  {
    rounds: Number(process.env.ROUNDS ?? (CHECK ? 100 : 400)),
    iterations: Number(process.env.ITERATIONS ?? 5),
  },
);

console.log(JSON.stringify({ bench: 'sdk-signing', machine: machine(), results }));
console.log('\n| contender | ops/s (median) | × Okto |\n|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.opsPerSec} | ${r.ratioToBaseline.toFixed(2)} |`);
const vsOkto = results[1].ratioToBaseline;
console.log(
  `\ntarget ≥ ${TARGET_VS_OKTO} × Okto: ${vsOkto >= TARGET_VS_OKTO ? 'met' : 'NOT met'} (${vsOkto})`,
);
process.exitCode = vsOkto >= TARGET_VS_OKTO ? 0 : 1;
