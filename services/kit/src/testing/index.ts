// Test support, imported as '@tov/kit/testing' by integration tests only (never by a service at run time).
export * from './infrastructure';
export * from './keys';
export * from './identity';
export * from './ports';
export * from './wait-for';
export * from './mailbox';
export * from './event-producer';
export * from './service-in-test';
export * from './throwaway-kafka';
export * from './event-collector';
export * from './smtp-sink';
export * from './test-workers';
export * from './queued-jobs';
export * from './object-store';
