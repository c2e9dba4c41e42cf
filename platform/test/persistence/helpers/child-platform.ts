import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../../src/main.ts', import.meta.url));
const LISTENING = 'Satchel local platform listening on';
const KEPT_CHARS = 4000;

export interface ChildPlatform {
  /** Whether the child printed its listening line. */
  listening(): boolean;
  /** Resolves with the signal that ended the child (null for a normal exit). */
  exited: Promise<NodeJS.Signals | null>;
  /** `running`, `exit code N` or `signal S`. */
  state(): string;
  /** CPU time (user + system, ms) the child has used, from /proc; undefined where there is none. */
  cpuMs(): number | undefined;
  /** The last few thousand characters the child printed (stdout and stderr; warnings and errors only). */
  output(): string;
  /** State, whether listening, age, CPU time and output, for an error message. */
  report(): string;
  /** Throws, with the report, when the child has ended before `what`. */
  ensureRunning(what: string): void;
  /** Sends `signal` (SIGKILL by default), unless it has already ended. */
  kill(signal?: NodeJS.Signals): void;
}

/**
 * The real platform (`src/main.ts` through tsx) in a child process on an ephemeral port. It logs at `warn` (unless
 * `env` says otherwise), so a failed start or a failing settlement pass is in `output()` for the error that reports it.
 */
export function spawnChildPlatform(env: Record<string, string>): ChildPlatform {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', MAIN], {
    env: { ...process.env, NODE_OPTIONS: '', PLATFORM_PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  let listening = false;
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString('utf8')).slice(-KEPT_CHARS);
    listening ||= printed.includes(LISTENING);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.once('exit', (_code, signal) => resolve(signal)),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const spawnedAt = Date.now();
  const platform: ChildPlatform = {
    listening: () => listening,
    exited,
    state: () =>
      running() ? 'running' : child.signalCode ? `signal ${child.signalCode}` : `exit code ${child.exitCode}`,
    cpuMs() {
      try {
        // Fields 14 and 15 of /proc/PID/stat (after the command name): utime and stime in 10 ms clock ticks.
        const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
        return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : undefined;
      } catch {
        return undefined;
      }
    },
    output: () => printed.trim() || '(nothing)',
    report: () =>
      `child platform: ${platform.state()}, ${listening ? 'listening' : 'not listening yet'}, ` +
      `${Math.round((Date.now() - spawnedAt) / 1000)} s after spawn, CPU ${platform.cpuMs() ?? '?'} ms; ` +
      `it printed:\n${platform.output()}`,
    ensureRunning(what) {
      if (!running()) throw new Error(`the child platform ended before ${what}\n${platform.report()}`);
    },
    kill: (signal = 'SIGKILL') => {
      if (running()) child.kill(signal);
    },
  };
  return platform;
}
