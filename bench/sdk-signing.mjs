// Signing speed of a user operation, offline: `SatchelClient.signUserOp` (built dist/) against
// `@okto_web3/core-js-sdk@1.1.0` `OktoClient` (setSessionConfig + signUserOp) and one raw `@noble/curves`
// `secp256k1.sign` of a 32-byte digest (the floor: every signUserOp does at least one). Same process, interleaved
// rounds, median ops/s. Targets: Satchel ≥ 0.8 × raw sign and ≥ 1.5 × Okto. A raw `@noble/secp256k1` signature
// (what the SDK signs with since 2026-11-24) is shown too, so the SDK's own overhead stays visible.
//   npm run build -w shared && npm run build -w sdk && node bench/sdk-signing.mjs
import { secp256k1 } from '@noble/curves/secp256k1.js';
import * as secp from '@noble/secp256k1';
import { OktoClient } from '@okto_web3/core-js-sdk';
import { fromHex, SatchelClient, signUserOpWith } from '@satchel/sdk';
import { interleaved, machine, vectors } from './sdk-bench-common.mjs';

const TARGET = 0.8;
const TARGET_VS_OKTO = 1.5;
const { inputs, session, intents } = vectors;
const op = intents.TOKEN_TRANSFER.unsignedUserOp;
const sessionConfig = { ...session.sessionObject };
const clientConfig = {
  environment: 'sandbox',
  clientPrivateKey: inputs.clientPrivateKey,
  clientSWA: inputs.clientSWA,
};

const satchel = new SatchelClient({ ...clientConfig, logging: false });
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
    {
      name: 'raw noble secp256k1.sign',
      fn: () => secp256k1.sign(digest, key, { prehash: false, format: 'recovered' }),
    },
    { name: '@satchel/sdk client.signUserOp', fn: () => satchel.signUserOp({ ...op }) },
    { name: '@okto_web3/core-js-sdk@1.1.0 signUserOp', fn: () => okto.signUserOp({ ...op }) },
    // The protocol layer alone (no session guard, no §15.2 validation): shows what the client wrapper costs.
    {
      name: '@satchel/sdk signUserOpWith (protocol layer)',
      fn: () => signUserOpWith(op, inputs.sessionPrivKey, 'sandbox'),
    },
    // Its hashes are the ones the SDK installed (signUserOp above has already run).
    {
      name: 'raw @noble/secp256k1 sign (the SDK signer)',
      fn: () => secp.sign(digest, key, { prehash: false, format: 'recovered' }),
    },
  ],
  { rounds: Number(process.env.ROUNDS ?? 400), iterations: Number(process.env.ITERATIONS ?? 5) },
);

console.log(JSON.stringify({ bench: 'sdk-signing', machine: machine(), results }));
console.log('\n| contender | ops/s (median) | × raw sign |\n|---|---|---|');
for (const r of results) console.log(`| ${r.name} | ${r.opsPerSec} | ${r.ratioToBaseline.toFixed(2)} |`);
const satchelRatio = results[1].ratioToBaseline;
const vsOkto = Number((results[1].opsPerSec / results[2].opsPerSec).toFixed(2));
console.log(
  `\ntarget ≥ ${TARGET} × raw sign: ${satchelRatio >= TARGET ? 'met' : 'NOT met'} (${satchelRatio})`,
);
console.log(`target ≥ ${TARGET_VS_OKTO} × Okto: ${vsOkto >= TARGET_VS_OKTO ? 'met' : 'NOT met'} (${vsOkto})`);
process.exitCode = satchelRatio >= TARGET && vsOkto >= TARGET_VS_OKTO ? 0 : 1;
