-- CreateTable
CREATE TABLE "candidates" (
    "id" UUID NOT NULL,
    "company_id" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nationality" TEXT,
    "visa_type" TEXT,
    "experience_years" INTEGER,
    "stage" TEXT NOT NULL,
    "stage_changed_at" TIMESTAMP(3) NOT NULL,
    "contact_message" TEXT,
    "challenge_id" TEXT,
    "challenge_title" TEXT,
    "submission_id" TEXT,
    "score" INTEGER,
    "work_description" TEXT,
    "work_demo_url" TEXT,
    "scored_at" TIMESTAMP(3),
    "employee_id" UUID,
    "compliance_item_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "candidates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "candidate_stage_changes" (
    "id" UUID NOT NULL,
    "candidate_id" UUID NOT NULL,
    "from_stage" TEXT,
    "to_stage" TEXT NOT NULL,
    "notes" TEXT,
    "changed_by" TEXT NOT NULL,
    "changed_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "candidate_stage_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "offers" (
    "id" UUID NOT NULL,
    "candidate_id" UUID NOT NULL,
    "company_id" TEXT NOT NULL,
    "salary" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "position" TEXT NOT NULL,
    "occupation_code" TEXT NOT NULL,
    "visa_sponsorship" BOOLEAN NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "offers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "candidates_company_id_stage_stage_changed_at_idx" ON "candidates"("company_id", "stage", "stage_changed_at");

-- CreateIndex
CREATE UNIQUE INDEX "candidates_company_id_user_id_key" ON "candidates"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "candidate_stage_changes_candidate_id_changed_at_idx" ON "candidate_stage_changes"("candidate_id", "changed_at");

-- CreateIndex
CREATE INDEX "offers_candidate_id_created_at_idx" ON "offers"("candidate_id", "created_at");

-- AddForeignKey
ALTER TABLE "candidate_stage_changes" ADD CONSTRAINT "candidate_stage_changes_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "offers" ADD CONSTRAINT "offers_candidate_id_fkey" FOREIGN KEY ("candidate_id") REFERENCES "candidates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
