// Checks what `npm test` and `npm start` need from the system before they start, and stops with one line naming
// what is missing and the command that installs it (rather than a spawn error ten seconds into a test file).
//   node scripts/check-prerequisites.mjs test|start
// REDIS_SERVER names the redis-server binary when it is not on PATH (the tests' helper reads it too).
// What each needs: test: redis-server, curl, jq, better-sqlite3; start: better-sqlite3 (a C toolchain to build it).
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

const purpose = process.argv[2] === 'start' ? 'start' : 'test';
const mac = process.platform === 'darwin';

const onPath = (name) =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, name), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
const executable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** better-sqlite3 (the platform's database) loads: its native addon was installed or compiled. */
function sqliteLoads() {
  try {
    const Database = createRequire(new URL('../platform/package.json', import.meta.url))('better-sqlite3');
    new Database(':memory:').close();
    return true;
  } catch {
    return false;
  }
}

const missing = [];
if (purpose === 'test') {
  const redis = process.env.REDIS_SERVER ? executable(process.env.REDIS_SERVER) : onPath('redis-server');
  if (!redis)
    missing.push({
      what: 'redis-server (the BFF scale-out tests start one)',
      install: mac ? 'brew install redis' : 'sudo apt-get install -y redis-server',
    });
  // server/README.md's curl session is run by a test as it is written.
  const tools = ['curl', 'jq'].filter((tool) => !onPath(tool));
  if (tools.length > 0)
    missing.push({
      what: `${tools.join(' and ')} (the README curl session test)`,
      install: `${mac ? 'brew install' : 'sudo apt-get install -y'} ${tools.join(' ')}`,
    });
}
if (!sqliteLoads()) {
  const tools = ['cc', 'c++', 'make', 'python3'].filter((tool) => !onPath(tool));
  missing.push({
    what: `better-sqlite3's native addon (the platform's database)${tools.length ? `, and a C toolchain to compile it (no ${tools.join(', ')})` : ''}`,
    install: `${
      tools.length
        ? mac
          ? 'xcode-select --install && '
          : 'sudo apt-get install -y build-essential python3 && '
        : ''
    }npm rebuild better-sqlite3`,
  });
}

if (missing.length > 0) {
  console.error(
    `npm ${purpose} needs ${missing.map((m) => m.what).join('; ')}. Install: ${missing.map((m) => m.install).join(' && ')}`,
  );
  process.exit(1);
}
