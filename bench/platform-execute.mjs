// Benchmark: fully verified POST /api/oc/v1/execute against the BUILT platform (npm run build) on loopback.
// Distinct users log in through /dev/client-jwt + authenticate; every operation is a fresh TOKEN_TRANSFER built and
// signed by platform-ops.mjs: callData §11, paymaster data §9, userOpHash §10.3 (the SDK's), session signature
// §10.4.
// Operations are prepared before the clock starts, so the measured time is the platform's. The share spent in
// signature checks is measured in-process with the platform's own verification code on the same operations.
// Usage: node bench/platform-execute.mjs [--users 200] [--ops 4000] [--concurrency 64]
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { agent, client, login, operation, postRaw } from './platform-ops.mjs';
import { freePort } from '@satchel/test-support';
import { cpuMs, spawnPlatform, waitForHealthy } from './service-processes.mjs';
import { numberOption } from './cli-options.mjs';

const USERS = numberOption('users', 200);
const OPS = numberOption('ops', 4000);
const CONCURRENCY = numberOption('concurrency', 64);

async function main() {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'satchel-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const nodeArgs = process.env.BENCH_SERVER_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_CPU_PROF}`]
    : [];
  const child = spawnPlatform(port, {
    nodeArgs,
    env: { PLATFORM_DB: join(dir, 'platform.db'), LOG_LEVEL: 'silent', PLATFORM_SETTLE_MS: '1500' },
  });
  try {
    await waitForHealthy(`${base}/healthz`);
    console.log(`logging in ${USERS} users…`);
    const users = [];
    for (let i = 0; i < USERS; i++) users.push(await login(base, i));
    console.log(`signing ${OPS} operations…`);
    const nowSec = Math.floor(Date.now() / 1000);
    const ops = [];
    for (let i = 0; i < OPS; i++) ops.push(operation(users[i % USERS], nowSec, i));

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
    // userOp signature and the paymaster signature, each recovered and compared with the expected signer.
    const { recoverRaw32Signer, recoverTextSigner, addressOfPublicKey } =
      await import('../platform/dist/crypto/recover-signer.js');
    const sample = ops.slice(0, 500);
    const checkAll = () => {
      for (const op of sample) {
        const session = addressOfPublicKey(op.user.session.publicKey);
        if (recoverTextSigner(JSON.stringify(op.token.data), op.token.dataSignature) !== session)
          throw new Error('bearer');
        if (recoverRaw32Signer(op.hash, op.body.signature) !== session) throw new Error('userOp');
        if (
          recoverRaw32Signer(op.paymaster.hash, op.paymaster.signature) !==
          addressOfPublicKey(client.publicKey)
        )
          throw new Error('paymaster');
      }
    };
    checkAll(); // warm-up, as the server was
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
