import { spawn } from 'node:child_process';
// Node's timers (unref) even where a test environment (jsdom) replaces the globals.
import { clearTimeout, setTimeout } from 'node:timers';
import { getJson } from './get-json.mjs';

/**
 * Starts `node <script>` (or `node ...script` for an array of arguments) with extra env; its output is kept (not
 * printed) unless E2E_VERBOSE is set.
 */
export function spawnService(name, script, env) {
  const child = spawn(process.execPath, Array.isArray(script) ? script : [script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
    if (process.env.E2E_VERBOSE) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    name,
    child,
    output: () => output.join(''),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `url` until it answers 200, failing with the service's output after `timeoutMs`. */
export async function waitForHealthy(url, service, timeoutMs = 30000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) break;
    try {
      if ((await getJson(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${service.name} did not become healthy at ${url}:\n${service.output()}`);
}
