// A fresh npm project in a temporary folder with the tarball and the named packages installed, each at the version
// the workspace has installed (so the check is reproducible and resolves from the npm cache).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCK = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../package-lock.json', import.meta.url)), 'utf8'),
);
// The version the workspace lockfile has (hoisted, or inside the one workspace that uses it).
const workspaceVersion = (name) => {
  const paths = Object.keys(LOCK.packages);
  const path = paths.includes(`node_modules/${name}`)
    ? `node_modules/${name}`
    : paths.find((p) => p.endsWith(`/node_modules/${name}`));
  if (!path) throw new Error(`${name} is not in package-lock.json`);
  return LOCK.packages[path].version;
};

export function freshProject(dir, { tarball, packages, fixtures }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'pack-check-app', private: true, type: 'module' }),
  );
  cpSync(fixtures, dir, { recursive: true });
  const specs = packages.map((name) => `${name}@${workspaceVersion(name)}`);
  run(
    'npm',
    ['install', tarball, ...specs, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    dir,
  );
  return dir;
}

export function run(command, args, cwd, env = {}) {
  return execFileSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export const installedNames = (dir) =>
  Object.keys(JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')).packages);
