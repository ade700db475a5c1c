const preset = require('../jest.preset.cjs');

/**
 * End-to-end: playwright-core drives Debian's Chromium against the running stack (E2E_BASE_URL).
 * Two files at a time (the browser mostly waits for the stack), the longest first.
 */
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120000,
  maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  testSequencer: '<rootDir>/test/e2e/longest-first.cjs',
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
};
