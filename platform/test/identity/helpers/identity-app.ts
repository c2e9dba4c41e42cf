import { afterAll } from '@jest/globals';
import express from 'express';
import pino from 'pino';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { DEMO_CLIENT, OTP } from '@satchel/shared';
import type { PlatformConfig, PlatformContext } from '../../../src/context.js';
import { LEDGER_ONLY } from '../../../src/runtimes/platform-chains.js';
import { openDatabase, type Db } from '../../../src/db/open-database.js';
import { errorHandler, notFound } from '../../../src/http/error-handler.js';
import { jsonBody } from '../../../src/http/json-body.js';
import { traceId } from '../../../src/http/trace-id.js';
import { getInstallationKeys } from '../../../src/identity/installation-keys.js';
import { createIdentityRouter } from '../../../src/identity/router.js';
import type { AuthenticateOptions } from '../../../src/identity/authenticate/authenticate.js';

export const vectors: any = JSON.parse(
  readFileSync(new URL('../../../../test-fixtures/protocol-vectors.json', import.meta.url), 'utf8'),
);

export const PUBLIC_URL = 'http://localhost:4100';

export interface IdentityApp {
  app: express.Express;
  ctx: PlatformContext;
  /** The frozen clock, in ms; tests move it. */
  clock: { nowMs: number };
  demoClientId: string;
}

/** Registers a client with one signer; returns its client_id. */
export function insertClient(ctx: PlatformContext, clientSWA: string, signer: string, active = true): string {
  const clientId = randomUUID();
  ctx.db
    .prepare(
      'INSERT INTO clients (client_id, client_swa, client_swa_key, name, active, created_at) VALUES (?, ?, ?, ?, ?, 0)',
    )
    .run(clientId, clientSWA, clientSWA.toLowerCase(), 'test client', active ? 1 : 0);
  ctx.db.prepare('INSERT INTO client_signers (client_id, signer) VALUES (?, ?)').run(clientId, signer);
  return clientId;
}

// A migrated database holding installation keys, serialized once per test file: every app starts from a copy of
// it, so the 2048-bit RSA key is generated once per file, not once per test (users.test.ts covers the generation).
let keyedImage: Buffer | undefined;
// Every database an app of this file made, closed when the file ends: left to the garbage collector, a worker's
// databases piled up and its exit at the end of the run outlasted jest's grace period.
const opened: Db[] = [];
afterAll(() => {
  for (const db of opened.splice(0)) db.close();
});

function keyedDatabase(): Db {
  if (!keyedImage) {
    const db = openDatabase(':memory:');
    getInstallationKeys(db);
    keyedImage = db.serialize();
    db.close();
  }
  const db = openDatabase(':memory:', keyedImage);
  opened.push(db);
  return db;
}

/**
 * The identity router on a fresh in-memory database holding the demo client (and this file's installation keys), behind the platform's own trace-id,
 * JSON body, 404 and error-envelope middleware; the clock frozen at the vectors' nowMs.
 */
export function createIdentityApp(
  options: { config?: Partial<PlatformConfig>; authenticate?: AuthenticateOptions } = {},
): IdentityApp {
  const clock = { nowMs: vectors.inputs.nowMs };
  const logger = pino({ level: 'silent' });
  const ctx: PlatformContext = {
    db: keyedDatabase(),
    config: {
      port: 0,
      dbPath: ':memory:',
      publicUrl: PUBLIC_URL,
      settleMs: 0,
      devEndpoints: true,
      otpClientMaxSends: OTP.maxSendsPerClientPerWindow,
      allowedOrigins: ['https://demo.example.org'],
      gasValues: vectors.inputs.gasValues,
      ...options.config,
    },
    now: () => clock.nowMs,
    logger,
  };
  const demoClientId = insertClient(ctx, DEMO_CLIENT.clientSWA, DEMO_CLIENT.clientSigner);
  const app = express();
  app.use(traceId);
  app.use(jsonBody);
  app.use(createIdentityRouter(ctx, LEDGER_ONLY, options.authenticate));
  app.use(notFound);
  app.use(errorHandler(logger));
  return { app, ctx, clock, demoClientId };
}
