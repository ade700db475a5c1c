// End-to-end: the built processes started by `npm test` (E2E_BASE_URL), over real HTTP: the flows
// (test/e2e) and the security suite (test/security: the edge as an attacker and a careless client meet it).
module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts', '<rootDir>/test/security/**/*.e2e.test.ts'],
  testTimeout: 120_000,
  // One file at a time: the security files count the answers of the edge they share.
  maxWorkers: 1,
};
