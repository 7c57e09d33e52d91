// Three suites: unit specs beside the code, API integration tests against a real
// PostgreSQL and Redis, and browser tests driving the built site in Chromium.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        useDefineForClassFields: false,
        react: { runtime: 'automatic' },
      },
      keepClassNames: true,
      // `import … with { type: 'json' }` reaches jest as written (it warns about a JSON import without one).
      experimental: { keepImportAttributes: true },
    },
    module: { type: 'es6' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: {
    '^@league/(.*)\\.js$': '<rootDir>/src/$1',
    '^@/(.*)$': '<rootDir>/web/src/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
};

// Suites that need PostgreSQL and Redis: containers are started only when none are named.
const services = {
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};

export default {
  // Integration and browser suites start a server and a database each: seconds on a quiet machine, over
  // a minute on a busy one (CI saw 60 s pass starting one app while two suites ran beside it).
  testTimeout: 180_000,
  // The API suites run their apps inside the jest worker, and ESM test modules are not all freed between files:
  // a worker past this after a file is replaced by a fresh one (CI: one ran out of heap and crashed a suite).
  workerIdleMemoryLimit: '2GB',
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts', '<rootDir>/test/ops/**/*.spec.ts'],
    },
    {
      ...shared,
      ...services,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'],
      slowTestThreshold: 30,
    },
    {
      ...shared,
      ...services,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'],
      slowTestThreshold: 60,
    },
    // The fault suite (issue 20): the built app's processes killed, Redis restarted empty, PostgreSQL cut. npm test runs it after the other projects.
    {
      ...shared,
      ...services,
      displayName: 'faults',
      testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'],
      slowTestThreshold: 120,
    },
  ],
};
