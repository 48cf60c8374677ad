import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit, component and platform tests; component files opt into jsdom with a docblock. */
const config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/e2e-production/', '/.next'],
  modulePathIgnorePatterns: ['<rootDir>/.next'],
};

export default createJestConfig(config);
