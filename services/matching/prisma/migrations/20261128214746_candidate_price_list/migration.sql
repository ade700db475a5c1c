-- The whole price list of each expert (specialist.profile.updated `prices`): a candidate shows the fees
-- of the request's visa type, not the lowest over all types (docs/decisions/134-expert-cards.md).
-- AlterTable
ALTER TABLE "specialist_projection" ADD COLUMN     "prices" JSONB NOT NULL DEFAULT '[]';
