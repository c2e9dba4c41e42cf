// Runs every benchmark in turn against the built packages (run `npm run build` at the root first) and prints each
// one's table; the numbers go into RESULTS.md by hand, with the machine and its load.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = [
  'sdk-bundle.mjs',
  'sdk-signing.mjs',
  'sdk-throughput.mjs',
  'platform-execute.mjs',
  'bff-chains.mjs',
  'order-webhooks.mjs',
];
const here = fileURLToPath(new URL('.', import.meta.url));

let failed = 0;
for (const bench of BENCHES) {
  console.log(`\n== ${bench}`);
  const { status } = spawnSync(process.execPath, [bench], { cwd: here, stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
