const preset = require('../jest.preset.cjs');

/** End-to-end: playwright-core drives Debian's Chromium against the running stack (E2E_BASE_URL). */
module.exports = {
  ...preset,
  rootDir: __dirname,
  testEnvironment: 'node',
  testTimeout: 120000,
  maxWorkers: 1,
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'],
};
