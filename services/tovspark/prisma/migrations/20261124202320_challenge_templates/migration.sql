-- CreateTable
CREATE TABLE "challenge_templates" (
    "id" UUID NOT NULL,
    "slug" TEXT,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "requirements" TEXT[],
    "evaluation_criteria" JSONB NOT NULL DEFAULT '[]',
    "category" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "difficulty" TEXT NOT NULL,
    "spark_points" INTEGER NOT NULL,
    "duration_days" INTEGER NOT NULL,
    "rewards" TEXT[],
    "language" TEXT NOT NULL,
    "visibility" TEXT NOT NULL DEFAULT 'private',
    "curated" BOOLEAN NOT NULL DEFAULT false,
    "featured" BOOLEAN NOT NULL DEFAULT false,
    "owner_id" TEXT,
    "owner_name" TEXT,
    "source_challenge_id" UUID,
    "usage_count" INTEGER NOT NULL DEFAULT 0,
    "rating_sum" INTEGER NOT NULL DEFAULT 0,
    "rating_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "challenge_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "template_ratings" (
    "template_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "template_ratings_pkey" PRIMARY KEY ("template_id","user_id")
);

-- CreateTable
CREATE TABLE "template_uses" (
    "template_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "use_count" INTEGER NOT NULL DEFAULT 1,
    "first_used_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "template_uses_pkey" PRIMARY KEY ("template_id","user_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "challenge_templates_slug_key" ON "challenge_templates"("slug");

-- CreateIndex
CREATE INDEX "challenge_templates_visibility_category_idx" ON "challenge_templates"("visibility", "category");

-- CreateIndex
CREATE INDEX "challenge_templates_owner_id_idx" ON "challenge_templates"("owner_id");

-- CreateIndex
CREATE INDEX "challenge_templates_usage_count_idx" ON "challenge_templates"("usage_count");

-- CreateIndex
CREATE INDEX "template_uses_user_id_idx" ON "template_uses"("user_id");

-- AddForeignKey
ALTER TABLE "template_ratings" ADD CONSTRAINT "template_ratings_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "challenge_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "template_uses" ADD CONSTRAINT "template_uses_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "challenge_templates"("id") ON DELETE CASCADE ON UPDATE CASCADE;
