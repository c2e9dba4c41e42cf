import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The real local platform from its sources (tsx, `source` condition) in a child process, on a free port with an
 * in-memory database: the React tests run in jsdom, where the platform itself cannot.
 */
export async function startChildPlatform(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [`${ROOT}node_modules/tsx/dist/cli.mjs`, '--conditions=source', `${ROOT}platform/src/main.ts`],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PLATFORM_PORT: '0',
        PLATFORM_DB: ':memory:',
        PLATFORM_SETTLE_MS: '1000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s)]+)/.exec(output);
      if (match) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`platform exited (${code}):\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
