// Benchmark: fully verified POST /api/oc/v1/execute against the BUILT platform (npm run build) on loopback.
// Distinct users log in through /dev/client-jwt + authenticate; every operation is a fresh TOKEN_TRANSFER built and
// signed here with viem (never the SDK): callData §11, paymaster data §9, userOpHash §10.3, session signature §10.4.
// Operations are prepared before the clock starts, so the measured time is the platform's. The share spent in
// signature checks is measured in-process with the platform's own verification code on the same operations.
// Usage: node bench/platform-execute.mjs [--users 200] [--ops 4000] [--concurrency 64]
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeAbiParameters, encodeFunctionData, encodePacked, keccak256, parseAbiParameters } from 'viem';
import { getUserOperationHash } from 'viem/account-abstraction';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 200);
const OPS = arg('ops', 4000);
const CONCURRENCY = arg('concurrency', 64);

// PROTOCOL §2.1 (sandbox) and §5.3 (demo client): public constants, typed here so the script needs no workspace build.
const SANDBOX = {
  chainId: 1802466136,
  paymaster: '0x7892A55F2C23a1AE3516dc2973bc18e8848C55fA',
  jobManager: '0x8307F1Cd4e1405f4366aB9B4193b041c8D09Ba13',
  entryPoint: '0x48Fd3c7115c889004dC3CA1dD873A94298A59782',
};
const CLIENT_KEY = '0x803c366e5ab6c6cc39a87ecbf26784daad4e754f122831d60e823b05772def74';
const CLIENT_SWA = '0x18F5E3216A84f2B54C0d03f0E863C0a5828ff9C8';
const client = privateKeyToAccount(CLIENT_KEY);
const RECIPIENT = '0x3e5a8b1c9d2f4a6b7c8d9e0f1a2b3c4d5e6f7a8b';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForHealthy(url) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} never became healthy`);
}

/** CPU time (user + system, ms) a process has used, from /proc (clock ticks of 10 ms on Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A light keep-alive POST with a pre-serialised body, so the load generator spends little CPU per request. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });
function postRaw(url, text, authorization) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(text),
          Authorization: authorization,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function post(url, body, headers = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json();
}

const bytes32 = (uuid) => `0x${'0'.repeat(32)}${uuid.replace(/-/g, '')}`;

async function paymasterData(uuid, nowSec) {
  const validUntil = nowSec + 21600;
  const hash = keccak256(
    encodePacked(['bytes32', 'address', 'uint48', 'uint48'], [bytes32(uuid), CLIENT_SWA, validUntil, 0]),
  );
  const signature = await client.signMessage({ message: { raw: hash } });
  const data = encodeAbiParameters(parseAbiParameters('address, uint48, uint48, bytes'), [
    CLIENT_SWA,
    validUntil,
    0,
    signature,
  ]);
  return { data, hash, signature };
}

/** Logs a fresh user in (client JWT → authenticate) and returns its session key, userSWA and a bearer token. */
async function login(base, index) {
  const { data } = await post(`${base}/dev/client-jwt`, { sub: `bench-${index}-${randomUUID()}` });
  const sessionPrivKey = generatePrivateKey();
  const session = privateKeyToAccount(sessionPrivKey);
  const nonce = randomUUID();
  const h = keccak256(encodeAbiParameters(parseAbiParameters('address'), [session.address]));
  const body = {
    authData: { idToken: data.jwt, provider: 'client_jwt' },
    sessionData: {
      nonce,
      clientSWA: CLIENT_SWA,
      sessionPk: session.publicKey,
      paymaster: SANDBOX.paymaster,
      paymasterData: (await paymasterData(nonce, Math.floor(Date.now() / 1000))).data,
    },
    sessionPkClientSignature: await client.signMessage({ message: { raw: h } }),
    sessionDataUserSignature: await session.signMessage({ message: { raw: h } }),
  };
  const res = await post(`${base}/api/oc/v1/authenticate`, body);
  if (res.status !== 'success') throw new Error(`authenticate failed: ${JSON.stringify(res)}`);
  return { session, userSWA: res.data.userSWA };
}

/** A bearer token of §6.1; every operation gets its own (distinct expire_at), as the SDK signs one per request. */
async function bearer(session, offset) {
  const data = {
    expire_at: Math.round(Date.now() / 1000) + 5400 - (offset % 600),
    session_pub_key: session.publicKey,
  };
  const dataSignature = await session.signMessage({ message: JSON.stringify(data) });
  return {
    data,
    authorization: `Bearer ${Buffer.from(JSON.stringify({ type: 'ecdsa_uncompressed', data, data_signature: dataSignature })).toString('base64')}`,
    dataSignature,
  };
}

const INITIATE_JOB = [
  {
    type: 'function',
    name: 'initiateJob',
    stateMutability: 'nonpayable',
    outputs: [],
    inputs: ['uint256', 'address', 'address', 'address', 'bytes', 'bytes', 'bytes', 'string'].map((type) => ({
      type,
    })),
  },
];
const JP = '(string caip2Id, string recipientWalletAddress, string tokenAddress, uint256 amount)';

/** A signed TOKEN_TRANSFER operation on Base Sepolia (no sponsorship) for one user. */
async function operation(user, nowSec, index) {
  const uuid = randomUUID();
  const token = await bearer(user.session, index);
  const jobParameters = encodeAbiParameters(parseAbiParameters(JP), [
    { caip2Id: 'eip155:84532', recipientWalletAddress: RECIPIENT, tokenAddress: '', amount: 1000n },
  ]);
  const inner = encodeFunctionData({
    abi: INITIATE_JOB,
    functionName: 'initiateJob',
    args: [
      BigInt(bytes32(uuid)),
      CLIENT_SWA,
      user.userSWA,
      '0x0000000000000000000000000000000000000000',
      encodeAbiParameters(parseAbiParameters('(bool, bool)'), [[false, false]]),
      encodeAbiParameters(parseAbiParameters(`(bool, string[], ${JP}[])`), [[false, [], []]]),
      jobParameters,
      'TOKEN_TRANSFER',
    ],
  });
  const callData = encodeAbiParameters(parseAbiParameters('bytes4, address, uint256, bytes'), [
    '0x8dd7712f',
    SANDBOX.jobManager,
    0n,
    inner,
  ]);
  const paymaster = await paymasterData(uuid, nowSec);
  const op = {
    sender: user.userSWA,
    nonce: bytes32(uuid),
    paymaster: SANDBOX.paymaster,
    callGasLimit: '0x927c0',
    verificationGasLimit: '0x61a80',
    preVerificationGas: '0x186a0',
    maxFeePerGas: '0xee6b2800',
    maxPriorityFeePerGas: '0x3b9aca00',
    paymasterPostOpGasLimit: '0x30d40',
    paymasterVerificationGasLimit: '0x30d40',
    callData,
    paymasterData: paymaster.data,
  };
  const hash = getUserOperationHash({
    chainId: SANDBOX.chainId,
    entryPointAddress: SANDBOX.entryPoint,
    entryPointVersion: '0.7',
    userOperation: {
      ...op,
      nonce: BigInt(op.nonce),
      callGasLimit: 600000n,
      verificationGasLimit: 400000n,
      preVerificationGas: 100000n,
      maxFeePerGas: BigInt(op.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(op.maxPriorityFeePerGas),
      paymasterPostOpGasLimit: 200000n,
      paymasterVerificationGasLimit: 200000n,
      signature: '0x',
    },
  });
  const body = { ...op, signature: await user.session.signMessage({ message: { raw: hash } }) };
  return { body, text: JSON.stringify(body), hash, user, token, paymaster };
}

async function main() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'satchel-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_SERVER_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...nodeArgs, 'platform/dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      PLATFORM_DB: join(dir, 'platform.db'),
      LOG_LEVEL: 'silent',
      PLATFORM_SETTLE_MS: '1500',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealthy(`${base}/healthz`);
    console.log(`logging in ${USERS} users…`);
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await login(base, i));
    console.log(`signing ${OPS} operations…`);
    const nowSec = Math.floor(Date.now() / 1000);
    const ops = [];
    for (let i = 0; i < OPS; i++) ops.push(await operation(users[i % USERS], nowSec, i));

    // Warm-up (JIT, SQLite caches), not counted.
    for (const op of ops.splice(0, Math.min(200, Math.floor(OPS / 10))))
      await postRaw(`${base}/api/oc/v1/execute`, op.text, op.token.authorization);

    let next = 0;
    let ok = 0;
    const failures = new Map();
    const cpuBefore = cpuMs(child.pid);
    const started = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < ops.length) {
          const op = ops[next++];
          let code;
          try {
            const res = await postRaw(`${base}/api/oc/v1/execute`, op.text, op.token.authorization);
            if (res.status === 'success') ok++;
            else code = res.error?.errorCode;
          } catch (error) {
            code = `network: ${error.code ?? error.cause?.code ?? error.message}`;
          }
          if (code) failures.set(code, (failures.get(code) ?? 0) + 1);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const serverCpuMsPerExecute = (cpuMs(child.pid) - cpuBefore) / ops.length;
    const rate = ok / seconds;

    // The signature work the platform does per execute, with its own built code: the bearer signature (§6.2), the
    // userOp signature and the paymaster signature, each verified against the known key.
    const { verifyRaw32, verifyTextSignature } = await import('../platform/dist/chain/verify-signature.js');
    const sample = ops.slice(0, 500);
    const checkAll = () => {
      for (const op of sample) {
        if (
          !verifyTextSignature(
            JSON.stringify(op.token.data),
            op.token.dataSignature,
            op.user.session.publicKey,
          )
        )
          throw new Error('bearer');
        if (!verifyRaw32(op.hash, op.body.signature, op.user.session.publicKey)) throw new Error('userOp');
        if (!verifyRaw32(op.paymaster.hash, op.paymaster.signature, client.publicKey))
          throw new Error('paymaster');
      }
    };
    checkAll(); // warm-up, as the server was: G's table and the client key's table are built by now
    const c0 = process.cpuUsage();
    checkAll();
    const c1 = process.cpuUsage(c0);
    const perExecuteMs = (c1.user + c1.system) / 1000 / sample.length;

    const result = {
      date: new Date().toISOString(),
      machine: `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
      users: USERS,
      measuredOps: ops.length,
      concurrency: CONCURRENCY,
      ok,
      failures: Object.fromEntries(failures),
      seconds: Number(seconds.toFixed(2)),
      executesPerSecond: Math.round(rate),
      loadAverage1m: Number(loadavg()[0].toFixed(2)),
      serverCpuMsPerExecute: Number(serverCpuMsPerExecute.toFixed(2)),
      executesPerCpuSecond: Math.round(1000 / serverCpuMsPerExecute),
      signatureCpuMsPerExecute: Number(perExecuteMs.toFixed(2)),
      signatureShareOfServerCpu: `${((perExecuteMs / serverCpuMsPerExecute) * 100).toFixed(1)}%`,
    };
    console.log(JSON.stringify(result, null, 2));
    if (ok !== ops.length) process.exitCode = 1;
  } finally {
    agent.destroy();
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
