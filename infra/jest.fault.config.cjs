// The fault suite (test/fault): Postgres, Redis and Kafka restarted under load, on throwaway
// instances of its own (infra/fault/run.mjs). Its own config so `npm test` runs it as a step of its
// own, after the workspaces' tests and with the services built.
const base = require('./jest.config.cjs');

module.exports = { ...base, testMatch: ['<rootDir>/test/fault/**/*.test.ts'], testPathIgnorePatterns: [] };
