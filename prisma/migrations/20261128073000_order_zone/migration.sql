-- AlterTable (ADD COLUMN, not a table rebuild, so that branches adding other WebOrder columns in parallel merge safely)
ALTER TABLE "WebOrder" ADD COLUMN "zoneId" INTEGER;
ALTER TABLE "WebOrder" ADD COLUMN "zoneName" TEXT;
ALTER TABLE "WebOrder" ADD COLUMN "zoneFeeMinor" INTEGER;
ALTER TABLE "WebOrder" ADD COLUMN "zoneFreeAboveMinor" INTEGER;
ALTER TABLE "WebOrder" ADD COLUMN "zoneMinimumMinor" INTEGER;
ALTER TABLE "WebOrder" ADD COLUMN "zoneExtraMinutes" INTEGER;
