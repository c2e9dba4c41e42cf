// Benchmark: the platform's signature checks per second on one core, on libsecp256k1 + the native keccak against the
// noble fallback, side by side in one run (each backend in a child process of its own; SATCHEL_NATIVE_CRYPTO=0 gives
// noble), with the BUILT platform's and SDK's own code (npm run build):
// - bearer verification: §6.2 steps 2–3 for a fresh token (decode and check its shape, the session key's address,
//   recover the signer of the signed text and compare): what the platform does for every token it has not seen;
// - userOp signature: recovering the session signer of a raw-32 signature over a userOpHash (§10.4);
// - the SDK's bearer token: signing it (what the BFF does for every request).
// 1,024 session keys, 2,048 distinct tokens (no cache helps), one thread: the rates are per core.
//   node bench/signature-checks.mjs [--seconds 2]
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { machine } from './sdk-bench-common.mjs';
import { flag, numberOption } from './cli-options.mjs';

const SECONDS = numberOption('seconds', 2);

/** Calls per second of `fn` over `inputs` (round robin) for `seconds`, after a short warm-up. */
function rate(fn, inputs, seconds) {
  for (let i = 0; i < 200; i++) fn(inputs[i % inputs.length]);
  let calls = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  while (performance.now() < end) for (let i = 0; i < 50; i++) fn(inputs[calls++ % inputs.length]);
  return Math.round((calls * 1000) / (performance.now() - start));
}

async function measure() {
  const { SessionKey, signText, signRaw32, randomUuid, uuidToBytes32 } = await import('@satchel/sdk');
  const { parseBearerToken } = await import('../platform/dist/http/parse-bearer-token.js');
  const { addressOfPublicKey, recoverRaw32Signer, recoverTextSigner } =
    await import('../platform/dist/crypto/recover-signer.js');
  const keys = Array.from({ length: 1024 }, () => SessionKey.create());
  const expireAt = Math.floor(Date.now() / 1000) + 3600;
  const tokens = keys.flatMap((key) =>
    Array.from({ length: 2 }, (_, i) => {
      const data = { expire_at: expireAt + i, session_pub_key: key.publicKeyHex };
      const token = {
        type: 'ecdsa_uncompressed',
        data,
        data_signature: signText(JSON.stringify(data), key.privateKeyHex),
      };
      return Buffer.from(JSON.stringify(token)).toString('base64');
    }),
  );
  const bearer = (text) => {
    const token = parseBearerToken(text);
    const signed = JSON.stringify({ expire_at: token.expireAt, session_pub_key: token.sessionPubKey });
    if (recoverTextSigner(signed, token.dataSignature) !== addressOfPublicKey(token.sessionPubKey))
      throw new Error('a valid token did not verify');
  };
  const ops = keys.map((key) => {
    const hash = uuidToBytes32(randomUuid());
    return { hash, signature: signRaw32(hash, key.privateKeyHex), address: key.address };
  });
  const userOp = (op) => {
    if (recoverRaw32Signer(op.hash, op.signature) !== op.address)
      throw new Error('a valid signature did not recover');
  };
  const sign = (key) =>
    signText(JSON.stringify({ expire_at: expireAt, session_pub_key: key.publicKeyHex }), key.privateKeyHex);
  return {
    bearerVerificationsPerSecond: rate(bearer, tokens, SECONDS),
    userOpRecoveriesPerSecond: rate(userOp, ops, SECONDS),
    bearerTokensSignedPerSecond: rate(sign, keys, SECONDS),
  };
}

if (flag('child')) {
  console.log(JSON.stringify(await measure()));
} else {
  const run = (env) =>
    JSON.parse(
      execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), '--child', '--seconds', String(SECONDS)],
        {
          env: { ...process.env, ...env },
          encoding: 'utf8',
        },
      ),
    );
  const before = machine();
  const native = run({ SATCHEL_NATIVE_CRYPTO: '1' });
  const noble = run({ SATCHEL_NATIVE_CRYPTO: '0' });
  console.log(
    JSON.stringify({
      bench: 'signature-checks',
      machine: before,
      loadAfter: machine().loadavg,
      native,
      noble,
    }),
  );
  console.log('\n| per core | native | noble | × |\n|---|---|---|---|');
  for (const key of Object.keys(native))
    console.log(`| ${key} | ${native[key]} | ${noble[key]} | ${(native[key] / noble[key]).toFixed(1)} |`);
}
