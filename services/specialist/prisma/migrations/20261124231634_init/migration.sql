-- CreateTable
CREATE TABLE "user_projection" (
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "roles" TEXT[],
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_projection_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "specialist_profiles" (
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "expertise" TEXT NOT NULL,
    "certifications" TEXT[],
    "experience_years" INTEGER NOT NULL,
    "languages" TEXT[],
    "supported_visa_types" TEXT[],
    "bio" TEXT,
    "vacation_from" DATE,
    "vacation_to" DATE,
    "vacation_reason" TEXT,
    "pricing_updated_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "specialist_profiles_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "specialist_reviews" (
    "id" UUID NOT NULL,
    "expert_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "service_id" UUID,
    "stars" INTEGER NOT NULL,
    "comment" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "specialist_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "specialist_prices" (
    "expert_id" TEXT NOT NULL,
    "service_option" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "specialist_prices_pkey" PRIMARY KEY ("expert_id","service_option","visa_type")
);

-- CreateTable
CREATE TABLE "specialist_requests" (
    "id" TEXT NOT NULL,
    "expert_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "assessment_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "service_option" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'new',
    "selected_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "specialist_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "quotes" (
    "id" UUID NOT NULL,
    "request_id" TEXT NOT NULL,
    "expert_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'KRW',
    "service_option" TEXT NOT NULL,
    "message" TEXT,
    "valid_until" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'sent',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "services" (
    "id" UUID NOT NULL,
    "request_id" TEXT NOT NULL,
    "quote_id" UUID NOT NULL,
    "expert_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "assessment_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "service_option" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'accepted',
    "amount" INTEGER NOT NULL,
    "refunded_amount" INTEGER NOT NULL DEFAULT 0,
    "payment_status" TEXT NOT NULL DEFAULT 'captured',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "completed_at" TIMESTAMP(3),
    "cancelled_at" TIMESTAMP(3),

    CONSTRAINT "services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_status_changes" (
    "id" UUID NOT NULL,
    "service_id" UUID NOT NULL,
    "status" TEXT NOT NULL,
    "note" TEXT,
    "actor_id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "service_id" UUID,
    "charge_id" UUID,
    "settlement_id" UUID,
    "expert_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'KRW',
    "provider" TEXT NOT NULL,
    "provider_reference" TEXT NOT NULL,
    "idempotency_key" TEXT NOT NULL,
    "reason" TEXT,
    "actor_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settlements" (
    "id" UUID NOT NULL,
    "service_id" UUID NOT NULL,
    "expert_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "gross" INTEGER NOT NULL,
    "refunded" INTEGER NOT NULL DEFAULT 0,
    "platform_fee" INTEGER NOT NULL,
    "net" INTEGER NOT NULL,
    "payout_status" TEXT NOT NULL DEFAULT 'pending',
    "payout_date" DATE NOT NULL,
    "paid_at" TIMESTAMP(3),
    "completed_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "settlements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roadmaps" (
    "id" UUID NOT NULL,
    "service_id" UUID NOT NULL,
    "expert_id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "application_type" TEXT NOT NULL,
    "assigned_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "roadmaps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roadmap_steps" (
    "id" UUID NOT NULL,
    "roadmap_id" UUID NOT NULL,
    "order" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "due_date" DATE,
    "status" TEXT NOT NULL DEFAULT 'todo',
    "completed_at" TIMESTAMP(3),

    CONSTRAINT "roadmap_steps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roadmap_messages" (
    "id" UUID NOT NULL,
    "roadmap_id" UUID NOT NULL,
    "step_id" UUID,
    "author_id" TEXT NOT NULL,
    "author_role" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "roadmap_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "schedules" (
    "id" UUID NOT NULL,
    "expert_id" TEXT NOT NULL,
    "service_id" UUID,
    "title" TEXT NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3) NOT NULL,
    "time_zone" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "schedules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "client_assessments" (
    "assessment_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "visa_subtype" TEXT,
    "application_type" TEXT NOT NULL,
    "eligible" BOOLEAN NOT NULL,
    "score" DOUBLE PRECISION NOT NULL,
    "nationality" TEXT,
    "change_paths" TEXT[],
    "missing_documents" TEXT[],
    "evaluated_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "client_assessments_pkey" PRIMARY KEY ("assessment_id")
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

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

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

-- CreateIndex
CREATE UNIQUE INDEX "specialist_reviews_service_id_key" ON "specialist_reviews"("service_id");

-- CreateIndex
CREATE INDEX "specialist_reviews_expert_id_idx" ON "specialist_reviews"("expert_id");

-- CreateIndex
CREATE INDEX "specialist_requests_inbox_idx" ON "specialist_requests"("expert_id", "selected_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "specialist_requests_inbox_status_idx" ON "specialist_requests"("expert_id", "status", "selected_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "specialist_requests_inbox_visa_idx" ON "specialist_requests"("expert_id", "visa_type", "selected_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "specialist_requests_client_id_expert_id_idx" ON "specialist_requests"("client_id", "expert_id");

-- CreateIndex
CREATE INDEX "specialist_requests_assessment_id_idx" ON "specialist_requests"("assessment_id");

-- CreateIndex
CREATE INDEX "quotes_request_id_created_at_idx" ON "quotes"("request_id", "created_at");

-- CreateIndex
CREATE INDEX "quotes_open_valid_until_idx" ON "quotes"("valid_until") WHERE (status = 'sent');

-- CreateIndex
CREATE UNIQUE INDEX "quotes_one_sent_per_request" ON "quotes"("request_id") WHERE (status = 'sent');

-- CreateIndex
CREATE UNIQUE INDEX "services_request_id_key" ON "services"("request_id");

-- CreateIndex
CREATE UNIQUE INDEX "services_quote_id_key" ON "services"("quote_id");

-- CreateIndex
CREATE INDEX "services_expert_id_status_updated_at_idx" ON "services"("expert_id", "status", "updated_at" DESC);

-- CreateIndex
CREATE INDEX "services_client_id_created_at_idx" ON "services"("client_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "service_status_changes_service_id_at_idx" ON "service_status_changes"("service_id", "at");

-- CreateIndex
CREATE UNIQUE INDEX "payments_idempotency_key_key" ON "payments"("idempotency_key");

-- CreateIndex
CREATE INDEX "payments_service_id_created_at_idx" ON "payments"("service_id", "created_at");

-- CreateIndex
CREATE INDEX "payments_kind_created_at_idx" ON "payments"("kind", "created_at" DESC);

-- CreateIndex
CREATE INDEX "payments_expert_id_created_at_idx" ON "payments"("expert_id", "created_at" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "payments_provider_provider_reference_key" ON "payments"("provider", "provider_reference");

-- CreateIndex
CREATE UNIQUE INDEX "payments_one_charge_per_service" ON "payments"("service_id") WHERE (kind = 'charge');

-- CreateIndex
CREATE UNIQUE INDEX "settlements_service_id_key" ON "settlements"("service_id");

-- CreateIndex
CREATE INDEX "settlements_expert_id_completed_at_idx" ON "settlements"("expert_id", "completed_at" DESC);

-- CreateIndex
CREATE INDEX "settlements_payout_status_payout_date_idx" ON "settlements"("payout_status", "payout_date");

-- CreateIndex
CREATE UNIQUE INDEX "roadmaps_service_id_key" ON "roadmaps"("service_id");

-- CreateIndex
CREATE INDEX "roadmaps_expert_id_assigned_at_idx" ON "roadmaps"("expert_id", "assigned_at" DESC);

-- CreateIndex
CREATE INDEX "roadmaps_client_id_idx" ON "roadmaps"("client_id");

-- CreateIndex
CREATE INDEX "roadmap_steps_roadmap_id_order_idx" ON "roadmap_steps"("roadmap_id", "order");

-- CreateIndex
CREATE UNIQUE INDEX "roadmap_steps_roadmap_id_key_key" ON "roadmap_steps"("roadmap_id", "key");

-- CreateIndex
CREATE INDEX "roadmap_messages_roadmap_id_created_at_idx" ON "roadmap_messages"("roadmap_id", "created_at");

-- CreateIndex
CREATE INDEX "schedules_expert_id_starts_at_idx" ON "schedules"("expert_id", "starts_at");

-- CreateIndex
CREATE INDEX "client_assessments_user_id_idx" ON "client_assessments"("user_id");

-- CreateIndex
CREATE INDEX "outbox_events_due_idx" ON "outbox_events"("created_at", "id") WHERE (status IN ('pending', 'failed'));

-- AddForeignKey
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "specialist_requests"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_status_changes" ADD CONSTRAINT "service_status_changes_service_id_fkey" FOREIGN KEY ("service_id") REFERENCES "services"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roadmap_steps" ADD CONSTRAINT "roadmap_steps_roadmap_id_fkey" FOREIGN KEY ("roadmap_id") REFERENCES "roadmaps"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roadmap_messages" ADD CONSTRAINT "roadmap_messages_roadmap_id_fkey" FOREIGN KEY ("roadmap_id") REFERENCES "roadmaps"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Written by hand (schema.prisma cannot say it): two schedules of one expert never overlap, also when
-- two are written at the same moment: the second insert fails with exclusion_violation (23P01), which
-- the service answers 409 SCHEDULE_CONFLICT (docs/decisions.md "Specialist: schedules").
CREATE EXTENSION IF NOT EXISTS btree_gist;
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_no_overlap" EXCLUDE USING gist ("expert_id" WITH =, tsrange("starts_at", "ends_at", '[)') WITH &&);
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_ends_after_start" CHECK ("ends_at" > "starts_at");
-- Money is whole won, never negative.
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "services" ADD CONSTRAINT "services_refund_within_amount" CHECK ("refunded_amount" >= 0 AND "refunded_amount" <= "amount");
