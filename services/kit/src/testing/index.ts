// Test support, imported as '@tov/kit/testing' by integration tests only (never by a service at run time).
export * from './infrastructure';
export * from './keys';
export * from './wait-for';
