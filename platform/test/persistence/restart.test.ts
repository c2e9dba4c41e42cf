import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insertSession } from '../helpers/seed-session.js';
import { request } from '../helpers/request.js';
import { startPlatform } from '@satchel/test-support';

const snapshot = (db: import('better-sqlite3').Database, sql: string) => db.prepare(sql).all();

describe('persistence across restarts', () => {
  it('keeps users, sessions, balances, single-use values and installation keys; seeds once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-restart-'));
    const dbPath = join(dir, 'nested', 'platform.db');
    try {
      const first = await startPlatform({ dbPath });
      expect(first.ctx.db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(first.ctx.db.pragma('synchronous', { simple: true })).toBe(2); // FULL
      const session = insertSession(first.ctx);
      const faucet = await request(first.url, 'POST', '/dev/faucet', {
        body: { userSWA: session.user.userSWA },
      });
      expect(faucet.status).toBe(200);
      first.ctx.db
        .prepare(`INSERT INTO used_values (scope, value, used_at) VALUES ('login_nonce', 'n-1', 1)`)
        .run();
      const queries = [
        'SELECT * FROM users ORDER BY user_id',
        'SELECT * FROM sessions ORDER BY session_pk',
        'SELECT * FROM balances ORDER BY owner_key, token_id',
        'SELECT * FROM used_values ORDER BY scope, value',
        'SELECT * FROM meta ORDER BY key',
        'SELECT * FROM activity ORDER BY id',
        'SELECT * FROM nfts ORDER BY caip_key, collection_key, nft_id, owner_key',
        'SELECT * FROM networks ORDER BY rowid',
        'SELECT * FROM tokens ORDER BY rowid',
        'SELECT * FROM client_networks ORDER BY rowid',
      ];
      const before = queries.map((q) => snapshot(first.ctx.db, q));
      const wallets = await request(first.url, 'GET', '/api/oc/v1/wallets', {
        headers: { Authorization: await session.authorization() },
      });
      await first.close();

      const second = await startPlatform({ dbPath });
      try {
        expect(queries.map((q) => snapshot(second.ctx.db, q))).toEqual(before);
        // the session made before the restart still authenticates and reads the same
        const again = await request(second.url, 'GET', '/api/oc/v1/wallets', {
          headers: { Authorization: await session.authorization() },
        });
        expect(again.status).toBe(200);
        expect(again.json.data).toEqual(wallets.json.data);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('close() ends idle keep-alive connections, stops listening and closes the database', async () => {
    const platform = await startPlatform({ file: true });
    expect((await fetch(`${platform.url}/healthz`, { keepalive: true })).status).toBe(200);
    await platform.close();
    await expect(fetch(`${platform.url}/healthz`)).rejects.toThrow();
    expect(platform.ctx.db.open).toBe(false);
    await platform.close(); // idempotent
  });

  it('close() lets an in-flight write finish before closing the database', async () => {
    const platform = await startPlatform();
    const user = insertSession(platform.ctx).user;
    const body = JSON.stringify({ userSWA: user.userSWA });
    const socket = connect(platform.port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let response = '';
    socket.on('data', (chunk) => (response += String(chunk)));
    const ended = new Promise((r) => socket.once('close', r));
    // headers and half the body: the request is in flight, waiting for the rest
    socket.write(
      `POST /dev/faucet HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    // Time for the server to parse the headers (a loaded machine needs more than a few ms).
    await new Promise((r) => setTimeout(r, 300));
    let closed = false;
    const closing = platform.close().then(() => (closed = true));
    await new Promise((r) => setTimeout(r, 50));
    expect(closed).toBe(false);
    expect(platform.ctx.db.open).toBe(true);
    socket.end(body.slice(10));
    await ended;
    await closing;
    expect(response).toMatch(/^HTTP\/1\.1 200/);
    expect(response).toContain('"balances"');
    expect(platform.ctx.db.open).toBe(false);
  });
});
