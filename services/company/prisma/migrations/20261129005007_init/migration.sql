-- CreateTable
CREATE TABLE "company_profiles" (
    "company_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "company_name" TEXT,
    "industry" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "company_profiles_pkey" PRIMARY KEY ("company_id")
);

-- CreateTable
CREATE TABLE "employees" (
    "id" UUID NOT NULL,
    "company_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nationality" TEXT NOT NULL,
    "position" TEXT NOT NULL,
    "department" TEXT,
    "start_date" DATE NOT NULL,
    "occupation_code" TEXT,
    "visa_type" TEXT NOT NULL,
    "visa_issue_date" DATE,
    "visa_expiry_date" DATE NOT NULL,
    "arn_ciphertext" BYTEA,
    "employment_status" TEXT NOT NULL,
    "email" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "employees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "visa_renewals" (
    "id" UUID NOT NULL,
    "employee_id" UUID NOT NULL,
    "company_id" TEXT NOT NULL,
    "visa_type" TEXT NOT NULL,
    "previous_expiry_date" DATE NOT NULL,
    "new_expiry_date" DATE NOT NULL,
    "recorded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visa_renewals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compliance_items" (
    "id" UUID NOT NULL,
    "company_id" TEXT NOT NULL,
    "employee_id" UUID,
    "kind" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "due_date" DATE NOT NULL,
    "visa_type" TEXT,
    "notes" TEXT,
    "dedupe_key" TEXT NOT NULL,
    "notified_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "closed_at" TIMESTAMP(3),

    CONSTRAINT "compliance_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compliance_status_changes" (
    "id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "from_status" TEXT,
    "to_status" TEXT NOT NULL,
    "notes" TEXT,
    "changed_by" TEXT NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "compliance_status_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "compliance_documents" (
    "id" UUID NOT NULL,
    "item_id" UUID NOT NULL,
    "company_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "content_type" TEXT NOT NULL,
    "object_key" TEXT NOT NULL,
    "uploaded_by" TEXT NOT NULL,
    "uploaded_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "compliance_documents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notification_settings" (
    "company_id" TEXT NOT NULL,
    "hr_email" TEXT,
    "compliance_emails" BOOLEAN NOT NULL DEFAULT true,
    "employee_emails" BOOLEAN NOT NULL DEFAULT false,
    "language" TEXT NOT NULL DEFAULT 'ko',
    "lead_times" JSONB NOT NULL DEFAULT '{}',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "notification_settings_pkey" PRIMARY KEY ("company_id")
);

-- CreateTable
CREATE TABLE "company_challenges" (
    "challenge_id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "deadline" TIMESTAMP(3) NOT NULL,
    "published_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "company_challenges_pkey" PRIMARY KEY ("challenge_id")
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
CREATE INDEX "employees_company_id_visa_expiry_date_idx" ON "employees"("company_id", "visa_expiry_date");

-- CreateIndex
CREATE INDEX "employees_company_id_name_idx" ON "employees"("company_id", "name");

-- CreateIndex
CREATE INDEX "employees_visa_expiry_date_idx" ON "employees"("visa_expiry_date");

-- CreateIndex
CREATE INDEX "visa_renewals_employee_id_recorded_at_idx" ON "visa_renewals"("employee_id", "recorded_at");

-- CreateIndex
CREATE UNIQUE INDEX "compliance_items_dedupe_key_key" ON "compliance_items"("dedupe_key");

-- CreateIndex
CREATE INDEX "compliance_items_company_id_status_due_date_idx" ON "compliance_items"("company_id", "status", "due_date");

-- CreateIndex
CREATE INDEX "compliance_items_employee_id_status_idx" ON "compliance_items"("employee_id", "status");

-- CreateIndex
CREATE INDEX "compliance_status_changes_item_id_changed_at_idx" ON "compliance_status_changes"("item_id", "changed_at");

-- CreateIndex
CREATE INDEX "compliance_documents_item_id_uploaded_at_idx" ON "compliance_documents"("item_id", "uploaded_at");

-- CreateIndex
CREATE INDEX "company_challenges_company_id_deadline_idx" ON "company_challenges"("company_id", "deadline");

-- CreateIndex
CREATE INDEX "outbox_events_due_idx" ON "outbox_events"("created_at", "id") WHERE (status IN ('pending', 'failed'));

-- AddForeignKey
ALTER TABLE "visa_renewals" ADD CONSTRAINT "visa_renewals_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compliance_items" ADD CONSTRAINT "compliance_items_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compliance_status_changes" ADD CONSTRAINT "compliance_status_changes_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "compliance_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "compliance_documents" ADD CONSTRAINT "compliance_documents_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "compliance_items"("id") ON DELETE CASCADE ON UPDATE CASCADE;
