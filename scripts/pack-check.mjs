// Pack-and-install check (CI step, `npm run test:pack`): builds and packs @satchel/sdk, installs the tarball into
// fresh projects under a temporary folder and uses it as an integrator would: Node ESM and CommonJS scripts (an
// email login and a read against the built local platform), the README's Node quick start run against it, the
// README quick starts type-checked under moduleResolution bundler and node16, a Vite + React app (the README's React
// quick start) built without Node polyfills, the Next.js App Router example (examples/nextjs: `next build`, then
// `next start` driven in Chromium, no console output), and @arethetypeswrong/cli on the tarball. Prints one line per
// step and "N passed, N failed".
//   node scripts/pack-check.mjs [--no-build] [--keep]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshProject, installedNames, run } from './pack-check/fresh-project.mjs';
import { driveNextApp } from './pack-check/nextjs-app.mjs';
import { exampleBlocks, readmeBlocks } from './pack-check/readme-blocks.mjs';
import { checkSourceMaps } from './pack-check/source-maps.mjs';
import { startStack } from '@satchel/test-support';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIXTURES = join(ROOT, 'scripts', 'pack-check', 'fixtures');
const TMP = mkdtempSync(join(tmpdir(), 'satchel-pack-'));
const keep = process.argv.includes('--keep');
// The Node consumers' environment; the demo client is added once @satchel/shared is built.
const SMOKE_ENV = {
  // The well-known address of the private key 0x11…11.
  EXPECTED_ADDRESS: '0x19e7e376e7c213b7e7e7e46cc70a5dd086daff2a',
};
const results = [];
const started = Date.now();
let tarball;
let nodeApp;
let reactApp;
let nextApp;

async function step(name, body) {
  const t0 = Date.now();
  try {
    const detail = (await body())?.toString().trim().split('\n').at(-1) ?? '';
    results.push({ name, ok: true });
    console.log(`PASS ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)${detail ? ` — ${detail}` : ''}`);
  } catch (error) {
    results.push({ name, ok: false });
    const output = (error.stdout || error.stderr ? [error.stdout, error.stderr] : [error.message])
      .filter(Boolean)
      .join('\n')
      .replace(/^npm warn Unknown (user|env) config "nodedir".*\n?/gm, '')
      .trim();
    console.log(
      `FAIL ${name} (${((Date.now() - t0) / 1000).toFixed(1)} s)\n${output.replace(/^/gm, '    ')}`,
    );
  }
}

// A step that needs a project whose install failed fails at once instead of running elsewhere.
const needs = (dir, what) => {
  if (!dir) throw new Error(`skipped: ${what} was not installed`);
  return dir;
};

const npmWarnings = (output) =>
  output
    .split('\n')
    .filter((line) => /^npm warn/.test(line))
    .filter((line) => !/Unknown (user|env) config "nodedir"|requires you to be logged in/.test(line));

const blocks = readmeBlocks(join(ROOT, 'sdk', 'README.md'), join(ROOT, 'sdk', 'README-react.md'));
const nextjsBlocks = exampleBlocks(join(ROOT, 'sdk', 'README-react.md'));
const block = (name, dir) => {
  if (!blocks.has(name)) throw new Error(`no README block marked "pack-check: ${name}"`);
  writeFileSync(join(dir, name), blocks.get(name));
};

if (!process.argv.includes('--no-build')) {
  await step('build @satchel/shared, @satchel/platform and @satchel/sdk', () => {
    run('npm', ['run', 'build', '-w', 'shared'], ROOT);
    run('npm', ['run', 'build', '-w', 'platform'], ROOT);
    return run('npm', ['run', 'build', '-w', 'sdk'], ROOT);
  });
}

// npm packs a copy of the workspace package, with the same files and the same prepack/postpack scripts: packing
// rewrites package.json for a moment (sdk/scripts/publish-manifest.mjs), and in the workspace that moment would
// change how @satchel/sdk resolves for whatever runs beside this check (CI runs the tests at the same time).
const STAGE = join(TMP, 'sdk');
const UNSTAGED = new Set(['node_modules', 'test', '.package.workspace.json']);

await step('npm pack of @satchel/sdk', () => {
  cpSync(join(ROOT, 'sdk'), STAGE, {
    recursive: true,
    filter: (source) => !UNSTAGED.has(relative(join(ROOT, 'sdk'), source).split(sep)[0]),
  });
  const out = join(TMP, 'tarballs');
  mkdirSync(out);
  const name = run('npm', ['pack', '--pack-destination', out, '--json'], STAGE);
  tarball = join(out, JSON.parse(name)[0].filename);
  return `${tarball} (${JSON.parse(name)[0].entryCount} files)`;
});

await step('npm publish --dry-run of @satchel/sdk: no warnings', () => {
  const output = execFileSync('npm', ['publish', '--dry-run'], {
    cwd: STAGE,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  const warnings = npmWarnings(output);
  if (warnings.length > 0) throw new Error(warnings.join('\n'));
});

await step(
  'are the types wrong (attw): every entry, every resolution mode',
  () =>
    run('npx', ['attw', '--format', 'ascii', needs(tarball, 'the tarball')], ROOT).match(
      /No problems found.*/,
    )?.[0],
);

await step('tarball: README, README-react, LICENSE; source maps point at shipped files', () => {
  const unpacked = join(TMP, 'unpacked');
  mkdirSync(unpacked);
  run('tar', ['-xzf', tarball, '-C', unpacked], ROOT);
  const pkg = join(unpacked, 'package');
  for (const file of ['README.md', 'README-react.md', 'LICENSE', 'package.json']) {
    if (!existsSync(join(pkg, file))) throw new Error(`${file} is not in the tarball`);
  }
  return checkSourceMaps(pkg);
});

await step('Node project: install the tarball alone (no react, swr or @satchel/shared)', () => {
  nodeApp = freshProject(join(TMP, 'node-app'), {
    tarball,
    packages: ['typescript', '@types/node'],
    fixtures: join(FIXTURES, 'node'),
  });
  const unwanted = installedNames(nodeApp).filter((p) =>
    /node_modules\/(react|react-dom|swr|@satchel\/shared)$/.test(p),
  );
  if (unwanted.length > 0) throw new Error(`pulled in: ${unwanted.join(', ')}`);
});

let stack;
await step('start the built local platform (fresh database)', async () => {
  // Imported here, not on top: on a clean clone shared/dist exists only after the build step.
  const { DEMO_CLIENT } = await import('@satchel/shared');
  SMOKE_ENV.CLIENT_PRIVATE_KEY = DEMO_CLIENT.clientPrivateKey;
  SMOKE_ENV.CLIENT_SWA = DEMO_CLIENT.clientSWA;
  stack = await startStack();
  SMOKE_ENV.PLATFORM_URL = stack.platformUrl;
  return stack.platformUrl;
});
await step('Node ESM: import, validate, email login and a read', () =>
  run(
    'node',
    ['esm-smoke.mjs'],
    needs(nodeApp, 'the Node project'),
    needs(stack, 'the platform') && SMOKE_ENV,
  ),
);
await step('Node CommonJS: require, the same, and the same exports', () =>
  run(
    'node',
    ['cjs-smoke.cjs'],
    needs(nodeApp, 'the Node project'),
    needs(stack, 'the platform') && SMOKE_ENV,
  ),
);
await step('README Node quick start, run as written against the local platform', () => {
  block('quick-start-node.ts', needs(nodeApp, 'the Node project'));
  // tsx from this repository runs the TypeScript; '@satchel/sdk' resolves to the installed tarball.
  const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const output = run(
    'node',
    [tsx, 'quick-start-node.ts'],
    nodeApp,
    needs(stack, 'the platform') && SMOKE_ENV,
  );
  if (!/^logged in as 0x[0-9a-fA-F]{40}$/m.test(output) || !/^transfer SUCCESSFUL$/m.test(output))
    throw new Error(`the quick start did not log in and settle a transfer:\n${output}`);
  return 'logged in, read, transfer SUCCESSFUL';
});
await step('tsc, moduleResolution bundler: README Node and BFF quick starts', () => {
  block('quick-start-node.ts', needs(nodeApp, 'the Node project'));
  block('quick-start-bff.ts', nodeApp);
  return run('npx', ['tsc', '-p', 'tsconfig.bundler.json'], nodeApp);
});
await step('tsc, moduleResolution node16: the same, plus CommonJS types (.cts)', () =>
  run('npx', ['tsc', '-p', 'tsconfig.node16.json'], needs(nodeApp, 'the Node project')),
);

await step('React project: install the tarball with react, react-dom, swr, vite', () => {
  reactApp = freshProject(join(TMP, 'react-app'), {
    tarball,
    packages: [
      'react',
      'react-dom',
      'swr',
      'vite',
      '@vitejs/plugin-react',
      'typescript',
      '@types/react',
      '@types/react-dom',
    ],
    fixtures: join(FIXTURES, 'react'),
  });
  block('quick-start-react.tsx', join(reactApp, 'src'));
});
await step('React: @satchel/sdk/react through import and require', () =>
  run('node', ['exports-parity.mjs'], needs(reactApp, 'the React project')),
);
await step('tsc, moduleResolution bundler: README React quick start', () =>
  run('npx', ['tsc', '-p', '.'], needs(reactApp, 'the React project')),
);
await step('vite build of the README React quick start, no Node polyfills', () => {
  const output = run('npx', ['vite', 'build'], needs(reactApp, 'the React project'));
  if (/externalized for browser compatibility|node:/.test(output)) throw new Error(output);
  return output.split('\n').find((line) => /\.js\s/.test(line));
});

// The example as an integrator has it: its own package.json (next, react, swr pinned) plus the tarball, not the
// workspace's sources. `next build` inlines NEXT_PUBLIC_* (the platform's URL), so it runs once the platform is up.
const EXAMPLE = join(ROOT, 'examples', 'nextjs');
await step('Next.js example: install the tarball into a copy of examples/nextjs', () => {
  nextApp = join(TMP, 'next-app');
  cpSync(EXAMPLE, nextApp, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|\.next|next-env\.d\.ts)$/.test(source),
  });
  run(
    'npm',
    ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
    nextApp,
  );
  // next's optional dependencies: the one for this platform, from the registry (next build downloads nothing).
  const swc = installedNames(nextApp).filter(
    (p) => /node_modules\/@next\/swc-/.test(p) && existsSync(join(nextApp, p)),
  );
  if (swc.length === 0) throw new Error('no @next/swc binary came from the registry');
  return swc.join(', ');
});
await step("README-react's Next.js blocks are the example's files", () => {
  if (nextjsBlocks.size < 2) throw new Error('README-react.md has fewer than two nextjs-example blocks');
  for (const [file, code] of nextjsBlocks) {
    if (readFileSync(join(EXAMPLE, file), 'utf8') !== code)
      throw new Error(`README-react.md's block "${file}" differs from examples/nextjs/${file}`);
  }
  return [...nextjsBlocks.keys()].join(', ');
});
// At a lower priority: CI runs the pack check beside jest, and this build is its largest share of CPU (30–40 s of
// the ≈ 70 s the Next.js steps take), so it takes what the tests leave.
await step('next build of the example (the layout, a Server Component, renders the provider)', () => {
  const next = join(needs(nextApp, 'the Next.js example'), 'node_modules/next/dist/bin/next');
  const output = run(
    'nice',
    ['-n', '10', process.execPath, next, 'build', nextApp],
    nextApp,
    needs(stack, 'the platform') && {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_PUBLIC_SATCHEL_CLIENT_PRIVATE_KEY: SMOKE_ENV.CLIENT_PRIVATE_KEY,
      NEXT_PUBLIC_SATCHEL_CLIENT_SWA: SMOKE_ENV.CLIENT_SWA,
      NEXT_PUBLIC_PLATFORM_URL: stack.platformUrl,
    },
  );
  return output.match(/Compiled successfully.*/)?.[0];
});
await step(
  'next start of the example in Chromium: login, balance, transfer, server reads; no console line',
  () => driveNextApp(needs(nextApp, 'the Next.js example'), needs(stack, 'the platform').platformUrl),
);
await stack?.stop();

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
if (keep) console.log(`projects kept in ${TMP}`);
else rmSync(TMP, { recursive: true, force: true });
console.log(`pack-check: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
