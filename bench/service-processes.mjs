// What the benches that run the built platform (and the BFF) as processes share: ports, processes, health, CPU, a
// login.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { readDevCode, ROOT } from '@satchel/test-support';
import { post } from './platform-ops.mjs';

/**
 * Node flags writing a CPU profile of a service on exit into BENCH_CPU_PROF's folder (`<name>.cpuprofile`, for Chrome
 * DevTools or speedscope), none when it is unset. Sampled every 37 µs: at node's default 1 ms a request-paced service
 * is sampled in step with its requests, and whole functions go missing from the profile.
 */
export const cpuProfileArgs = (name) => {
  const dir = process.env.BENCH_CPU_PROF;
  const flags = ['--cpu-prof', '--cpu-prof-interval', '37', '--cpu-prof-dir', dir];
  return dir ? [...flags, '--cpu-prof-name', `${name}.cpuprofile`] : [];
};

/**
 * A Node process of `args` (script first, or node flags then the script), run from `cwd` (the repository's root, or a
 * baseline build's), its errors on this terminal. Unlike @satchel/test-support's `spawnService`, its output is not
 * read: a service logging a line per request must not cost the bench's own process CPU.
 */
export const spawnNode = (args, env = {}, cwd = ROOT) =>
  spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/**
 * The built platform in its own process on `port`, in memory, logging at its default level; `env` adds to or
 * overrides its environment, `nodeArgs` come before the script (a CPU profile's flags).
 */
export const spawnPlatform = (port, { env = {}, nodeArgs = [] } = {}) =>
  spawnNode([...nodeArgs, 'platform/dist/main.js'], {
    PLATFORM_PORT: String(port),
    PLATFORM_DB: ':memory:',
    PLATFORM_PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    ...env,
  });

/**
 * A built BFF in its own process on `port` against `platformUrl`, logging at its default level, without its auth
 * rate limit (the benches log in many users); `cwd`: another build's root (a baseline).
 */
export const spawnBff = (port, platformUrl, { env = {}, nodeArgs = [], cwd } = {}) =>
  spawnNode(
    [...nodeArgs, 'server/dist/main.js'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      PLATFORM_URL: platformUrl,
      LOG_LEVEL: 'info',
      AUTH_RATE_LIMIT_MAX: '0',
      ...env,
    },
    cwd,
  );

/** Waits until `url` answers below 500; up to a minute: on a loaded machine the platform takes tens of seconds. */
export async function waitForHealthy(url) {
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} never became healthy`);
}

/** POSTs JSON; answers the envelope, or throws unless its status is `success`. */
export async function postJson(url, body) {
  const json = await post(url, body);
  if (json.status !== 'success') throw new Error(`${url}: ${JSON.stringify(json)}`);
  return json;
}

/** CPU milliseconds a process has used so far, user and system (Linux /proc; clock ticks of 10 ms). */
export function cpuTimes(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return { user: Number(fields[11]) * 10, system: Number(fields[12]) * 10 };
}

/** User + system CPU milliseconds of a process so far. */
export const cpuMs = (pid) => {
  const { user, system } = cpuTimes(pid);
  return user + system;
};

/** One autocannon run (no pipelining unless `opts` says). */
export const autocannonRun = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ pipelining: 1, ...opts }, (error, result) => (error ? reject(error) : resolve(result))),
  );

/**
 * An email login through the BFF (OTP read from the platform's dev inbox): answers the session configuration the
 * BFF hands its caller (`sessionPrivKey`, `sessionPubKey`, …), which a bench signs its bearer tokens with.
 */
export async function loginThroughBff({ bffUrl, platformUrl, email }) {
  const { data: sent } = await postJson(`${bffUrl}/api/auth/email/otp`, { email });
  const inbox = await readDevCode(platformUrl, email);
  const { data: verified } = await postJson(`${bffUrl}/api/auth/email/verify-otp`, {
    email,
    otp: inbox.otp,
    token: sent.token,
  });
  const { sessionConfig } = await postJson(`${bffUrl}/api/auth/authenticate`, {
    idToken: verified.authToken,
    provider: 'satchel',
  });
  return sessionConfig;
}
