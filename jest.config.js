// Every package's tests run as one jest project each, natively as ESM through @swc/jest.
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
  ...extra,
});

export default {
  projects: [
    project('shared'),
    project('sdk'),
    project('platform'),
    project('server'),
    // The demo's logic (backends, follower, form rules), in node against the real platform and BFF.
    project('client', { setupFiles: ['<rootDir>/test/helpers/memory-storage.ts'] }),
  ],
};
