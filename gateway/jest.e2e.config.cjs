// End-to-end: the built processes started by `npm test` (E2E_BASE_URL), over real HTTP.
module.exports = { ...require('../jest.preset.cjs'), rootDir: __dirname, testMatch: ['<rootDir>/test/e2e/**/*.e2e.test.ts'], testTimeout: 120_000 };
