import { Writable } from 'node:stream';
import type { RunningPlatform } from '@satchel/platform';
import { startPlatform } from '@satchel/test-support';
import type { Express } from 'express';
import { createServerApp, sharedStateOf } from '../../src/app.js';
import { loadConfig, type ServerConfig } from '../../src/config.js';

export interface TestStack {
  app: Express;
  platform: RunningPlatform;
  config: ServerConfig;
  /** Every line the BFF logged so far. */
  logs(): string;
  close(): Promise<void>;
}

/** A pino destination that keeps every line in memory. */
export function memorySink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => lines.join('') };
}

/**
 * The real platform in-process on an ephemeral port (in-memory database, fast settlement) and the BFF app wired to
 * it, logging at debug into memory. `env` overrides the BFF's environment variables.
 */
export async function startStack(env: Record<string, string> = {}): Promise<TestStack> {
  const platform = await startPlatform({ settleMs: 30 });
  const sink = memorySink();
  const config = loadConfig({
    PLATFORM_URL: platform.url,
    ALLOW_CLIENT_KEYS_FROM_BODY: 'true',
    AUTH_RATE_LIMIT_MAX: '0',
    LOG_LEVEL: 'debug',
    CLIENT_ORIGIN: 'http://localhost:5173',
    // An order stream a test (or a fuzzed request) leaves open ends within a second, as a stream does after its maximum.
    ORDER_STREAM_MAX_MS: '1000',
    ...env,
  });
  const app = createServerApp(config, { logDestination: sink.stream });
  const close = async () => {
    await sharedStateOf(app).close();
    await platform.close();
  };
  return { app, platform, config, logs: sink.text, close };
}
