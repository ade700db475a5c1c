-- The form, the mapped input and the result are documents the service writes whole and reads whole
-- (no SQL looks inside them): stored as json (the text, checked) instead of jsonb (parsed into a
-- binary tree on every insert), and compressed with lz4 instead of pglz when they are TOASTed.
-- Inserting an assessment costs Postgres about half as much (docs/decisions.md, bench/evaluate).

-- AlterTable
ALTER TABLE "assessments" ALTER COLUMN "user_data" SET DATA TYPE JSON,
ALTER COLUMN "input" SET DATA TYPE JSON,
ALTER COLUMN "result" SET DATA TYPE JSON;

ALTER TABLE "assessments" ALTER COLUMN "user_data" SET COMPRESSION lz4,
ALTER COLUMN "input" SET COMPRESSION lz4,
ALTER COLUMN "result" SET COMPRESSION lz4;
