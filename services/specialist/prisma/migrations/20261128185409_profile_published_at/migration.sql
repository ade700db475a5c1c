-- AlterTable
ALTER TABLE "specialist_profiles" ADD COLUMN     "published_at" TIMESTAMP(3);
