import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fundUser } from '../../../src/faucet/faucet.js';
import { createPlatform, type Platform } from '../../../src/create-platform.js';
import { DEMO_CLIENT_RECORD } from '../../../src/world/demo-client.js';
import { insertSession, type SeededUser } from '../../helpers/seed-session.js';
import { spawnChildPlatform } from './child-platform.js';
import type { SignedUserOperation } from '@satchel/shared';
import { randomUUID } from 'node:crypto';
import { environmentAddresses } from '../../../src/crypto/address-sets.js';
import { userOperationHash } from '../../../src/crypto/user-operation-hash.js';
import { bundledOperation } from '../../../src/orders/bundled-operation.js';
import { insertUserOperation } from '../../../src/orders/user-operation-store.js';
import { buildOperation } from '../../orders/helpers/build-operation.js';
import { POLICY } from '../../orders/helpers/chain-scenario.js';

export interface SettledOrderRow {
  intent_id: string;
  status: string;
  reason: string;
  job_parameters: string;
}

export interface KillNineRun {
  /** The funded user whose TOKEN_TRANSFER orders were acknowledged. */
  user: SeededUser;
  /** Orders already final when the child process was killed (0 < atKill < orders). */
  atKill: number;
  /** The platform restarted on the same database, every order final; the caller closes nothing (`run` does). */
  restarted: Platform;
  /** Every order after the restart, in insertion order. */
  orders: SettledOrderRow[];
}

/**
 * Polls `check` every 20 ms until it holds; past `ms` it throws, naming `what` it waited for and, if given,
 * `details()` (e.g. what a child process printed).
 */
export const waitFor = async (
  check: () => boolean | Promise<boolean>,
  ms: number,
  what = 'the condition',
  details?: () => string,
) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until)
      throw new Error(`timed out after ${ms / 1000} s waiting for ${what}${details ? `\n${details()}` : ''}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

const countOrders = (db: Database.Database, statuses: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM orders WHERE status IN (${statuses})`).get() as { n: number }).n;

/**
 * Writes the acknowledged orders as `/execute` writes them (INITIATED, due now, each with its signed user operation
 * to bundle), with no worker running.
 */
async function acknowledgeOrders(dbPath: string, caip2Id: string, payloads: object[]): Promise<SeededUser> {
  const setup = createPlatform({ dbPath, worker: false });
  try {
    const session = insertSession(setup.ctx);
    const { user } = session;
    await fundUser(setup.ctx, setup.chains, user, caip2Id);
    const nowSec = Math.floor(Date.now() / 1000);
    const env = environmentAddresses('sandbox');
    const jobIds = payloads.map(() => randomUUID());
    const operations = await Promise.all(
      payloads.map((payload, i) =>
        buildOperation(session, 'TOKEN_TRANSFER', payload as Record<string, unknown>, nowSec, {
          jobId: jobIds[i],
          policy: POLICY[caip2Id],
        }),
      ),
    );
    const insert = setup.ctx.db.prepare(
      `INSERT INTO orders (intent_id, user_id, client_id, intent_type, status, caip_id, details, job_parameters,
         fee_payer, created_at, updated_at, settle_at_ms) VALUES (?, ?, ?, 'TOKEN_TRANSFER', 'INITIATED', ?, '{}', ?, ?, ?, ?, 0)`,
    );
    setup.ctx.db.transaction(() => {
      payloads.forEach((payload, i) => {
        insert.run(
          jobIds[i],
          user.userId,
          DEMO_CLIENT_RECORD.clientId,
          caip2Id,
          JSON.stringify(payload),
          user.userSWA,
          nowSec,
          nowSec,
        );
        const op = operations[i] as unknown as SignedUserOperation;
        insertUserOperation(setup.ctx.db, {
          userOpHash: userOperationHash(op, env),
          intentId: jobIds[i],
          chainId: env.chainId,
          entryPoint: env.entryPoint,
          operation: bundledOperation(op),
          sessionAddress: session.sessionAddress,
          sessionExpiry: nowSec + 864_000,
          clientSWA: DEMO_CLIENT_RECORD.clientSWA as `0x${string}`,
          createdAt: nowSec,
        });
      });
    })();
    return user;
  } finally {
    await setup.close();
  }
}

// Until the first order is final the child starts (tsx transforms the platform's sources, the chain runtimes load)
// and runs the worker's first pass, which executes up to 500 orders and commits them in ONE transaction: seconds on
// a quiet machine, a minute or more on a loaded one. So the deadline is generous, and a hang is told apart from load
// by the child's CPU time: a platform that uses none for STALL_MS is stuck, whatever the deadline.
const FIRST_FINAL_MS = 150_000;
const STALL_MS = 30_000;

/** Runs the real platform (`main.ts`) in a child process until some orders are final, then SIGKILLs it. */
async function settleThenKill(dbPath: string): Promise<number> {
  const child = spawnChildPlatform({ PLATFORM_DB: dbPath, PLATFORM_SETTLE_MS: '0' });
  const watcher = new Database(dbPath, { readonly: true });
  let cpu = { ms: child.cpuMs(), since: Date.now() };
  let atKill = 0;
  const firstFinal = () => {
    if ((atKill = countOrders(watcher, `'SUCCESSFUL', 'FAILED'`)) > 0) return true;
    child.ensureRunning('any order was final');
    const ms = child.cpuMs();
    if (ms !== cpu.ms) cpu = { ms, since: Date.now() };
    else if (ms !== undefined && Date.now() - cpu.since > STALL_MS)
      throw new Error(
        `the child platform used no CPU for ${STALL_MS / 1000} s with no order final\n${child.report()}`,
      );
    return false;
  };
  try {
    await waitFor(firstFinal, FIRST_FINAL_MS, 'a first final order from the child platform', child.report);
    child.kill();
    if ((await child.exited) !== 'SIGKILL') throw new Error('the child platform was not killed by SIGKILL');
  } finally {
    child.kill();
    watcher.close();
  }
  return atKill;
}

/**
 * The kill -9 scenario for a chain: acknowledged TOKEN_TRANSFER orders (one per payload) on a fresh database, a
 * child platform killed mid-settlement, then a restart that settles the rest; `check` inspects the outcome.
 */
export async function runKillNine(
  caip2Id: string,
  payloads: object[],
  check: (run: KillNineRun) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'satchel-kill9-'));
  const dbPath = join(dir, 'platform.db');
  try {
    const user = await acknowledgeOrders(dbPath, caip2Id, payloads);
    const atKill = await settleThenKill(dbPath);
    const restarted = createPlatform({ dbPath, settleMs: 0 });
    try {
      await waitFor(
        () => countOrders(restarted.ctx.db, `'INITIATED', 'IN_PROGRESS'`) === 0,
        120_000,
        'the restarted platform to settle every order',
      );
      const orders = restarted.ctx.db
        .prepare('SELECT intent_id, status, reason, job_parameters FROM orders ORDER BY rowid')
        .all() as SettledOrderRow[];
      await check({ user, atKill, restarted, orders });
    } finally {
      await restarted.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
