// Checks what `npm test` and `npm start` need from the system before they start, and stops with one line naming
// what is missing and the command that installs it (rather than a spawn error ten seconds into a test file).
//   node scripts/check-prerequisites.mjs test|start
// REDIS_SERVER names the redis-server binary when it is not on PATH (the tests' helper reads it too).
// What each needs: the Node.js of package.json's `engines`; test: redis-server, curl, jq, better-sqlite3; start:
// better-sqlite3 (a C toolchain to build it).
import { accessSync, constants, readFileSync } from 'node:fs';
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

/** `>=major.minor.patch` of package.json's `engines.node` (the README says the same), as numbers. */
function nodeFloor() {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const floor = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(engines.node);
  if (!floor) throw new Error(`package.json engines.node must read >=x.y.z, not ${engines.node}`);
  return floor.slice(1).map(Number);
}

const below = (version, floor) => {
  for (let i = 0; i < floor.length; i++) if (version[i] !== floor[i]) return version[i] < floor[i];
  return false;
};

const missing = [];
const floor = nodeFloor();
if (below(process.versions.node.split('.').map(Number), floor))
  missing.push({
    what: `Node.js ${floor.join('.')} or later (this is ${process.version})`,
    // The latest release of the floor's major line is past the floor.
    install: `nvm install ${floor[0]} (or a Node.js ${floor[0]} from https://nodejs.org)`,
  });
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
