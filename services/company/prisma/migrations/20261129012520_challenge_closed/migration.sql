-- AlterTable
ALTER TABLE "company_challenges" ADD COLUMN     "closed_at" TIMESTAMP(3);
