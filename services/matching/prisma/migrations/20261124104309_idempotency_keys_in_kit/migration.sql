-- The kit's idempotency_keys (one table in every service database, for every create call):
-- matching's own table gains the scope of its one create call, and request_id becomes resource_id.
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_pkey";
ALTER TABLE "idempotency_keys" ADD COLUMN "scope" TEXT NOT NULL DEFAULT 'matching.request.create';
ALTER TABLE "idempotency_keys" ALTER COLUMN "scope" DROP DEFAULT;
ALTER TABLE "idempotency_keys" RENAME COLUMN "request_id" TO "resource_id";
ALTER TABLE "idempotency_keys" ALTER COLUMN "resource_id" TYPE TEXT USING "resource_id"::text;
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope", "user_id", "key");
