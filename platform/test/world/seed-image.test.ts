import { afterAll, afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fundUser } from '../../src/faucet/faucet.js';
import { openDatabase } from '../../src/db/open-database.js';
import { buildSeedImage, createPlatform, type Platform } from '../../src/index.js';
import { buildLocked, seedImageFor } from '@satchel/test-support';
import { insertSession } from '../helpers/seed-session.js';

const NOW_MS = 1767225600600;
const TABLES = ['clients', 'networks', 'tokens', 'collections', 'evm_accounts', 'evm_storage', 'meta'];
const BASE = 'eip155:84532';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

const rowsOf = (platform: Platform) =>
  Object.fromEntries(
    TABLES.map((t) => [t, platform.ctx.db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]),
  );

describe('seed image: a seeded database copied instead of seeded again', () => {
  const open: Platform[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const p of open) await p.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const start = (options: Parameters<typeof createPlatform>[0]) => {
    const platform = createPlatform({ dbPath: ':memory:', worker: false, now: () => NOW_MS, ...options });
    open.push(platform);
    return platform;
  };

  it('starts a platform with the same world, chains and keys as the seeded one, and funds new users', async () => {
    const image = await buildSeedImage(() => NOW_MS);
    const fresh = start({});
    await fresh.chains.evm!.ready();
    const first = start({ seedImage: image });
    const second = start({ seedImage: image });
    await first.chains.evm!.ready();
    const seededRows = rowsOf(fresh);
    const copied = rowsOf(first);
    // Same seed, same rows; only the installation keys are random per seeding (and shared by copies).
    expect({ ...copied, meta: [] }).toEqual({ ...seededRows, meta: [] });
    expect(copied.meta).toEqual(rowsOf(second).meta);
    const head = await fresh.chains.evmReader(BASE)!.blockNumber();
    expect(head).toBeGreaterThan(0n);
    expect(await first.chains.evmReader(BASE)!.blockNumber()).toBe(head);
    expect(first.chains.solana!.chain(SOLANA).slot).toBe(fresh.chains.solana!.chain(SOLANA).slot);

    // Copies are independent: funding a user on one leaves the other (and the image) as they were.
    const session = insertSession(first.ctx);
    const balances = await fundUser(first.ctx, first.chains, session.user);
    expect(balances.find((b) => b.caip2Id === BASE && b.symbol === 'USDC')?.amount).toBe('1000000000');
    expect(await first.chains.evmReader(BASE)!.blockNumber()).toBeGreaterThan(head);
    expect(await second.chains.evmReader(BASE)!.blockNumber()).toBe(head);
    expect(await start({ seedImage: image }).chains.evmReader(BASE)!.blockNumber()).toBe(head);
  }, 60_000);

  it('keeps one image per seeding second in a directory, never one seeded after the clock', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'satchel-seed-image-test-'));
    dirs.push(dir);
    const [a, b] = await Promise.all([
      seedImageFor(dir, () => NOW_MS),
      seedImageFor(dir, () => NOW_MS + 400),
    ]);
    expect(b).toEqual(a);
    expect(readdirSync(dir)).toEqual([`seeded-${Math.floor(NOW_MS / 1000)}.sqlite`]);
    // A later clock reuses it; an earlier one gets its own.
    expect(await seedImageFor(dir, () => NOW_MS + 60_000)).toEqual(a);
    await seedImageFor(dir, () => NOW_MS - 60_000);
    expect(readdirSync(dir).sort()).toEqual([
      `seeded-${Math.floor(NOW_MS / 1000) - 60}.sqlite`,
      `seeded-${Math.floor(NOW_MS / 1000)}.sqlite`,
    ]);
  }, 60_000);

  it('opens an image only in memory', () => {
    expect(() => openDatabase(join(tmpdir(), 'never.db'), new Uint8Array(0))).toThrow(
      'A database image opens only as :memory:',
    );
  });
});

describe('seed image build lock: one process builds while the others wait', () => {
  const dir = mkdtempSync(join(tmpdir(), 'satchel-seed-lock-test-'));
  const lock = join(dir, '.building.lock');
  const image = join(dir, 'image');
  const readImage = () => (existsSync(image) ? readFileSync(image, 'utf8') : undefined);
  const neverBuild = async (): Promise<string> => {
    throw new Error('built although another process holds the lock');
  };
  afterEach(() => {
    rmSync(lock, { force: true });
    rmSync(image, { force: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('waits while a live process holds the lock, then takes what it wrote', async () => {
    writeFileSync(lock, String(process.pid));
    const waiting = buildLocked(lock, readImage, neverBuild);
    await new Promise((resolve) => setTimeout(resolve, 300));
    writeFileSync(image, 'built elsewhere');
    rmSync(lock);
    expect(await waiting).toBe('built elsewhere');
  });

  it('takes over a lock whose holder is gone, or that is older than any build, and releases it', async () => {
    const gone = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(lock, String(gone));
    expect(await buildLocked(lock, readImage, async () => 'built here')).toBe('built here');
    expect(existsSync(lock)).toBe(false);

    writeFileSync(lock, String(process.pid));
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(lock, hourAgo, hourAgo);
    expect(await buildLocked(lock, readImage, async () => 'built again')).toBe('built again');
    expect(existsSync(lock)).toBe(false);
  });

  it('releases the lock when the build fails', async () => {
    await expect(buildLocked(lock, readImage, neverBuild)).rejects.toThrow('built although');
    expect(existsSync(lock)).toBe(false);
  });
});
