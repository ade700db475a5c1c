// One PostgreSQL database per service; `up` creates each plus a `<name>_test` twin for tests.
export const SERVICE_DATABASES = Object.freeze(['auth', 'visa', 'matching', 'specialist', 'company', 'tovspark', 'admin']);

/** Databases only tests use: the kit's own integration tests (outbox, consumer) run on kit_test. */
export const TEST_ONLY_DATABASES = Object.freeze(['kit_test']);

/** Every database `up` makes sure exists: each service database, its `_test` twin and the test-only ones. */
export function allDatabases() {
  return [...SERVICE_DATABASES.flatMap((name) => [name, `${name}_test`]), ...TEST_ONLY_DATABASES];
}
