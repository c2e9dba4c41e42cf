import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop). */
  restart(): Promise<void>;
  /** Freezes it (SIGSTOP): connections stay open, nothing is answered, as a Redis that is stuck. */
  pause(): void;
  /** Lets a paused server run again (SIGCONT): it answers everything sent meanwhile, in order. */
  resume(): void;
  /** Stops it and removes its folder. */
  close(): Promise<void>;
}

const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** PING until PONG (at most 10 s). */
async function waitForPong(port: number): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const pong = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('error', () => resolve(false));
      socket.once('connect', () => socket.write('PING\r\n'));
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
    });
    if (pong) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

/** A real redis-server (Debian's package) on a free port with a temp folder and no persistence. */
export async function startRedis(): Promise<RunningRedis> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'satchel-redis-'));
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await waitForPong(port);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGCONT'); // a paused server handles its SIGTERM only once it runs
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop,
    restart: start,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
