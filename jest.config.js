// Every package's tests run as one jest project each, natively as ESM through @swc/jest.
import { fileURLToPath } from 'node:url';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
    module: { type: 'es6' },
  },
];

const project = (name, extra = {}) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  testEnvironment: 'node',
  // `source` resolves workspace packages to their TypeScript sources, so tests never need a build.
  testEnvironmentOptions: { customExportConditions: ['source', 'node', 'node-addons'] },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(t|j)sx?$': swc },
  // jest's runtime with a V8 code cache: a worker compiles each module once, not once per test file.
  runtime: fileURLToPath(new URL('./scripts/jest-runtime.cjs', import.meta.url)),
  ...extra,
});

export default {
  // Tests and hooks that start platforms, log users in and settle orders take seconds on two shared cores; jest's
  // 5 s default failed them by load alone. Speed is measured by the benches, not by timeouts.
  testTimeout: 30_000,
  // jest's default on 2 cores is one worker, run in band: every file in the parent process, where the in-process
  // platforms' chain libraries piled up to the 4 GB heap limit. That pile was every earlier test file's modules and
  // context, which Node 20 never let go (scripts/jest-runtime.cjs now does): a platform worker ended the run at 1.5 GB
  // of heap and 2 GB of RSS (the platform files alone in one process now stay under 330 MB of heap, bench/RESULTS.md).
  // Two workers use both cores; one that still holds over 1.5 GB between files is replaced (a guard).
  maxWorkers: 2,
  // `npm test` also gives the workers a 64 MB young generation (--max-semi-space-size=64 in package.json): each file
  // loads viem, the chain libraries and the platform afresh, which allocates much short-lived memory; the SDK
  // project took 166 s of CPU with V8's default and 141 s with it (bench/RESULTS.md).
  workerIdleMemoryLimit: '1.5GB',
  // How long a worker asked to end may take before jest kills it and prints "a worker process has failed to exit
  // gracefully". Jest's 500 ms was shorter than a worker's own exit on these machines: probed (issue 39), the workers
  // end with no handle left but stdio and no database open, their 'exit' event fires within 1 ms of jest's END, and
  // the process then takes ≈ 0.2 s to go at 0.6 GB of RSS on a quiet machine and 0.4–0.5 s under load (its memory
  // being freed): over 500 ms for a worker near the 1.5 GB above. A worker that truly cannot exit (a test leaving a
  // timer, socket or child behind) still shows after 5 s, and .ci/run fails on that line.
  workerGracefulExitTimeout: 5_000,
  globalSetup: '<rootDir>/scripts/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/scripts/jest-global-teardown.mjs',
  projects: [
    project('shared'),
    project('sdk'),
    project('platform'),
    project('server'),
    // The demo's logic (backends, follower, form rules), in node against the real platform and BFF.
    project('client', { setupFiles: ['<rootDir>/test/helpers/memory-storage.ts'] }),
    // The repository's own tooling (jest's compile cache).
    project('scripts', { testMatch: ['<rootDir>/*.test.mjs'] }),
    // The crypto tests again on noble, the path of a machine where libsecp256k1 or the native keccak cannot load: the
    // byte-for-byte vectors and the platform's curve (issue 42).
    {
      ...project('.'),
      displayName: 'crypto (noble fallback)',
      testMatch: [
        '<rootDir>/sdk/test/crypto/*.test.ts',
        '<rootDir>/sdk/test/protocol/{auth,intents,sign-message}.test.ts',
        '<rootDir>/platform/test/crypto/*.test.ts',
      ],
      setupFiles: ['<rootDir>/scripts/jest-noble-fallback.mjs'],
    },
  ],
};
