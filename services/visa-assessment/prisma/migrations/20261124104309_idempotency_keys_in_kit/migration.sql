-- Evaluate keys move to the kit's idempotency_keys. The old rows had no request hash and served
-- retries of the minutes after their call: they are not carried over.
-- DropTable
DROP TABLE "evaluation_idempotency";

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "scope" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "resource_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("scope","user_id","key")
);
