// Jest for infra/: the shared preset (SWC-transformed TypeScript, tests in test/**/*.test.ts).
// infra/.state and infra/.cache (Kafka data, jars, mailbox) are kept out of jest's file crawl.
module.exports = {
  ...require('../jest.preset.cjs'),
  rootDir: __dirname,
  modulePathIgnorePatterns: ['<rootDir>/.state/', '<rootDir>/.cache/'],
  // The fault suite runs as a step of its own (jest.fault.config.cjs).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/test/fault/'],
};
