// Browser tests: build every package (unless --no-build: CI builds beforehand), then run e2e/**/*.test.mjs with
// node's test runner, two files at a time.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install it with "apt-get install -y chromium" (see README).`,
  );
  process.exit(1);
}
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
// Each file starts its own stack on free ports and its own browser, so files are independent; most of a file's time
// is spent waiting (settlement, polling, page loads), so two at once use the two cores of the machine CI runs on.
const result = spawnSync(process.execPath, ['--test', '--test-concurrency=2', 'e2e/'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
