// Unit and integration tests; the end-to-end tests (test/e2e) run against the started stack (jest.e2e.config.cjs).
module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  testTimeout: 60_000,
  testPathIgnorePatterns: ['/node_modules/', '/test/e2e/', '/test/security/'],
};
