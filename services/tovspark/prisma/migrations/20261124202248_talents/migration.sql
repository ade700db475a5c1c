-- AlterTable
ALTER TABLE "user_projection" ADD COLUMN     "email" TEXT;

-- CreateTable
CREATE TABLE "talents" (
    "user_id" TEXT NOT NULL,
    "applicant" BOOLEAN NOT NULL DEFAULT false,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT,
    "nationality" TEXT,
    "registered_visa_type" TEXT,
    "assessment_id" TEXT,
    "assessed_visa_type" TEXT,
    "assessed_score" DOUBLE PRECISION,
    "assessed_at" TIMESTAMP(3),
    "visa_type" TEXT,
    "experience" INTEGER,
    "location" TEXT,
    "availability" TEXT,
    "language" TEXT,
    "spark_points" INTEGER NOT NULL DEFAULT 0,
    "completed_challenges" INTEGER NOT NULL DEFAULT 0,
    "skills" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "talents_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "talent_contacts" (
    "id" UUID NOT NULL,
    "company_id" TEXT NOT NULL,
    "company_name" TEXT NOT NULL,
    "talent_id" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "talent_contacts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "talents_search_idx" ON "talents"("applicant", "spark_points" DESC, "user_id");

-- CreateIndex
CREATE INDEX "talents_visa_idx" ON "talents"("visa_type", "spark_points" DESC, "user_id");

-- CreateIndex
CREATE INDEX "talents_skills_idx" ON "talents" USING GIN ("skills");

-- CreateIndex
CREATE INDEX "talent_contacts_company_id_talent_id_created_at_idx" ON "talent_contacts"("company_id", "talent_id", "created_at");

-- CreateIndex
CREATE INDEX "talent_contacts_company_id_created_at_idx" ON "talent_contacts"("company_id", "created_at");
