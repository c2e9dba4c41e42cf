// The committed contract artifacts are what the pinned solc makes of the sources today: a source changed without
// `npm run build:contracts -w platform` fails here.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileContracts, solcVersion } from '../../scripts/compile-contracts.mjs';

const platformDir = fileURLToPath(new URL('../..', import.meta.url));
const pinned = JSON.parse(readFileSync(`${platformDir}package.json`, 'utf8')).devDependencies.solc as string;

describe('committed contract artifacts', () => {
  let artifacts: Awaited<ReturnType<typeof compileContracts>>;
  // solc-js compiles the contracts in a few seconds; on a busy 2-core machine give it room.
  beforeAll(async () => {
    artifacts = await compileContracts();
  }, 120_000);

  test('the compiler is the pinned solc', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(solcVersion()).toMatch(new RegExp(`^${pinned.replace(/\./g, '\\.')}\\+commit\\.`));
  });

  test('every contract has its artifact where the runtime and the tests import it', () => {
    expect(artifacts.map((a) => a.path).sort()).toEqual([
      'src/evm/artifacts/multicall-3.ts',
      'src/evm/artifacts/satchel-account.ts',
      'src/evm/artifacts/satchel-collection-1155.ts',
      'src/evm/artifacts/satchel-collection-721.ts',
      'src/evm/artifacts/satchel-entry-point.ts',
      'src/evm/artifacts/satchel-job-manager.ts',
      'src/evm/artifacts/satchel-minter.ts',
      'src/evm/artifacts/satchel-paymaster.ts',
      'src/evm/artifacts/satchel-token.ts',
      'test/evm/artifacts/context-paymaster.ts',
      'test/evm/artifacts/probe.ts',
    ]);
  });

  test.each([
    'src/evm/artifacts/multicall-3.ts',
    'src/evm/artifacts/satchel-account.ts',
    'src/evm/artifacts/satchel-collection-1155.ts',
    'src/evm/artifacts/satchel-collection-721.ts',
    'src/evm/artifacts/satchel-entry-point.ts',
    'src/evm/artifacts/satchel-job-manager.ts',
    'src/evm/artifacts/satchel-minter.ts',
    'src/evm/artifacts/satchel-paymaster.ts',
    'src/evm/artifacts/satchel-token.ts',
    'test/evm/artifacts/probe.ts',
  ])('%s equals a fresh compile (run npm run build:contracts -w platform if not)', (path) => {
    const fresh = artifacts.find((a) => a.path === path);
    expect(fresh).toBeDefined();
    expect(readFileSync(`${platformDir}${path}`, 'utf8')).toBe(fresh!.text);
  });
});
