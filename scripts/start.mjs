// One-command start: build, then run every service that exists (platform 4100, BFF 4000, demo 5173), print their
// URLs, and stop them all on Ctrl-C. Reads .env when present (see .env.example).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
const env = process.env;
const platformPort = env.PLATFORM_PORT ?? '4100';
const serverPort = env.PORT ?? '4000';
const clientPort = env.CLIENT_PORT ?? '5173';
const platformUrl = env.PLATFORM_URL ?? `http://localhost:${platformPort}`;
const apiUrl = env.VITE_API_URL ?? `http://localhost:${serverPort}`;

const services = [
  {
    name: 'platform',
    exists: existsSync('platform/src/main.ts'),
    cmd: ['node', 'platform/dist/main.js'],
    env: { PLATFORM_PORT: platformPort },
    url: `${platformUrl}`,
  },
  {
    name: 'server',
    exists: existsSync('server/src/main.ts'),
    cmd: ['node', 'server/dist/main.js'],
    // The demo's config form sends client credentials; allowed here because this is the local sandbox.
    env: {
      PORT: serverPort,
      PLATFORM_URL: platformUrl,
      ALLOW_CLIENT_KEYS_FROM_BODY: env.ALLOW_CLIENT_KEYS_FROM_BODY ?? 'true',
    },
    url: `${apiUrl} (docs: ${apiUrl}/docs)`,
  },
  {
    name: 'client',
    exists: existsSync('client/index.html'),
    // The production static server (server/src/static), as in docker compose: SPA fallback, caching, compression.
    cmd: ['node', 'server/dist/static/main.js'],
    // The VITE_* URLs the demo is built with also make its content security policy.
    env: {
      CLIENT_PORT: clientPort,
      DEMO_DIR: 'client/dist',
      HOST: 'localhost',
      VITE_API_URL: apiUrl,
      VITE_PLATFORM_URL: env.VITE_PLATFORM_URL ?? platformUrl,
      VITE_SATCHEL_PLATFORM: env.VITE_SATCHEL_PLATFORM || env.SATCHEL_PLATFORM || 'satchel',
    },
    url: `http://localhost:${clientPort}`,
  },
].filter((service) => service.exists);

console.log('Building…');
execSync('npm run build', {
  stdio: 'inherit',
  env: {
    ...env,
    VITE_API_URL: apiUrl,
    VITE_PLATFORM_URL: env.VITE_PLATFORM_URL ?? platformUrl,
    // One SATCHEL_PLATFORM sets the demo's sdk mode and the BFF (api mode) alike.
    VITE_SATCHEL_PLATFORM: env.VITE_SATCHEL_PLATFORM || env.SATCHEL_PLATFORM || 'satchel',
  },
});

const children = services.map((service) => {
  const child = spawn(service.cmd[0], service.cmd.slice(1), {
    cwd: service.cwd ?? process.cwd(),
    env: { ...env, ...service.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${service.name} exited (${signal ?? code}); stopping the others.`);
      stop(1);
    }
  });
  return child;
});

console.log('\nSatchel is running:');
for (const service of services) console.log(`  ${service.name.padEnd(9)} ${service.url}`);
console.log('Press Ctrl-C to stop.\n');

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
