// Browser tests: build every package, then run e2e/**/*.test.mjs with node's test runner, one file at a time.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with "apt-get install -y chromium" (see README).`,
  );
  process.exit(1);
}
execSync('npm run build', { stdio: 'inherit' });
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=1', 'e2e/'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
