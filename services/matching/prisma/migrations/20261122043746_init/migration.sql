-- CreateTable
CREATE TABLE "specialist_projection" (
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "expertise" TEXT NOT NULL,
    "certification" TEXT[],
    "experience_years" DOUBLE PRECISION NOT NULL,
    "languages" TEXT[],
    "supported_visa_types" TEXT[],
    "rating" DOUBLE PRECISION NOT NULL DEFAULT 4.5,
    "rating_count" INTEGER NOT NULL DEFAULT 0,
    "active_requests" INTEGER NOT NULL DEFAULT 0,
    "on_vacation" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "specialist_projection_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "assessment_projection" (
    "assessment_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "visa_subtype" TEXT,
    "eligible" BOOLEAN NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "nationality" TEXT,
    "change_paths" TEXT[],
    "evaluated_at" TIMESTAMP(3) NOT NULL,
    "deleted" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "assessment_projection_pkey" PRIMARY KEY ("assessment_id")
);

-- CreateTable
CREATE TABLE "matching_requests" (
    "id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "assessment_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "preferences" JSONB NOT NULL,
    "candidates" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "selected_expert_id" TEXT,
    "service_option" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "selected_at" TIMESTAMP(3),

    CONSTRAINT "matching_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "user_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "request_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("user_id","key")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "topic" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "available_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMP(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateIndex
CREATE INDEX "assessment_projection_user_id_idx" ON "assessment_projection"("user_id");

-- CreateIndex
CREATE INDEX "matching_requests_user_id_idx" ON "matching_requests"("user_id");

-- CreateIndex
CREATE INDEX "outbox_events_status_available_at_idx" ON "outbox_events"("status", "available_at");
