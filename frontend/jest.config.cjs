const preset = require('../jest.preset.cjs');

module.exports = {
  ...preset,
  rootDir: __dirname,
  // jsdom, with Node's Fetch classes for react-router's data routers.
  testEnvironment: '<rootDir>/test/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/test/setup.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '\\.(css)$': 'identity-obj-proxy',
  },
  testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
  // A screen test renders the whole app shell under jsdom: on a shared two-core machine running other
  // suites beside it, one took 5.2 s (jest's default limit is 5).
  testTimeout: 20_000,
};
