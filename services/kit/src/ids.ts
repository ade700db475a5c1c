import { v7 } from 'uuid';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else cannot name a row, so lookups answer "not found" without a query. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * A new row id: a UUIDv7, ordered by time, so inserting rows adds to the right edge of a primary-key
 * index instead of a random page of it (a random UUIDv4 touched a leaf anywhere in an index larger
 * than Postgres's buffers: a page read and a dirty page written back per insert; docs/decisions/011-uuidv7-row-ids.md).
 */
export function newId(): string {
  return v7();
}
