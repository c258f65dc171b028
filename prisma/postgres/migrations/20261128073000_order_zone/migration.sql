-- Twin of: 20261128073000_order_zone
-- AlterTable
ALTER TABLE "WebOrder" ADD COLUMN     "zoneExtraMinutes" INTEGER,
ADD COLUMN     "zoneFeeMinor" INTEGER,
ADD COLUMN     "zoneFreeAboveMinor" INTEGER,
ADD COLUMN     "zoneId" INTEGER,
ADD COLUMN     "zoneMinimumMinor" INTEGER,
ADD COLUMN     "zoneName" TEXT;
