// The long fuzz run: the platform and BFF fuzz files with a random seed (printed first, so a failure replays
// with FUZZ_SEED=<seed>) and at least 20000 cases over both (FUZZ_RUNS overrides). `npm test` runs the same
// files with the fixed seed and a few thousand cases.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';

const seed = process.env.FUZZ_SEED || String(randomInt(2 ** 31 - 1));
const runs = process.env.FUZZ_RUNS || '20000';
console.log(
  `fuzz: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} (replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npm run test:fuzz)`,
);
const result = spawnSync(
  'npx',
  ['jest', '--selectProjects', 'platform', 'server', '--', 'platform/test/fuzz/', 'server/test/fuzz/'],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_SEED: seed,
      FUZZ_RUNS: runs,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
    },
  },
);
console.log(`fuzz: seed ${seed}, ${runs} cases: ${result.status === 0 ? 'passed' : 'FAILED'}`);
process.exit(result.status ?? 1);
