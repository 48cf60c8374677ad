import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, component and platform tests; component files opt into jsdom with a docblock. */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // The database each platform test file starts from, made once per run.
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  // Both cores (Jest's default leaves one for itself): files are independent, each on its own in-memory database.
  maxWorkers: 2,
  // A hang guard, not a speed check: a file that signs learners up through the real platform takes more than Jest's
  // default 5 s per test when both cores are busy. Files with long scenarios set their own (jest.setTimeout).
  testTimeout: 30_000,
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/e2e-production/', '/.next'],
  modulePathIgnorePatterns: ['<rootDir>/.next'],
  // .mjs files are plain ES modules that Node runs as they are. On Node 22 and later Jest loads a required .mjs as an
  // ES module, so SWC's CommonJS output of it fails ("exports is not defined"): leave them untransformed.
  transformIgnorePatterns: ['\\.mjs$'],
};

export default createJestConfig(config);
