// Shared jest setup: TypeScript through SWC (fast, no type-check; `turbo typecheck` does that),
// and workspace packages resolved to their sources so tests never need a prior build.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: { target: 'es2022', parser: { syntax: 'typescript', tsx: true, decorators: false }, transform: { react: { runtime: 'automatic' } } },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '^@tov/contracts$': path.join(__dirname, 'contracts/src/index.ts'),
    '^@tov/contracts/(.*)$': path.join(__dirname, 'contracts/src/$1'),
    '^@tov/kit$': path.join(__dirname, 'services/kit/src/index.ts'),
    '^@tov/kit/(.*)$': path.join(__dirname, 'services/kit/src/$1'),
  },
  // A few dependencies ship ESM only; jest (unlike Node 20.19+) cannot require them untransformed.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
  reporters: ['default', path.join(__dirname, 'infra/scripts/jest-summary-reporter.cjs')],
  testMatch: ['<rootDir>/test/**/*.test.ts', '<rootDir>/test/**/*.test.tsx'],
};
