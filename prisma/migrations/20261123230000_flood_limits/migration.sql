-- Flood limits (docs/decisions/135). Columns are added, not the table redefined, so that other
-- migrations adding their own ShopSettings columns commute with this one.

-- AlterTable
ALTER TABLE "ShopSettings" ADD COLUMN "orderLimitPerAddress" INTEGER NOT NULL DEFAULT 20;
ALTER TABLE "ShopSettings" ADD COLUMN "orderLimitPerPhone" INTEGER NOT NULL DEFAULT 10;
ALTER TABLE "ShopSettings" ADD COLUMN "orderLimitPerCart" INTEGER NOT NULL DEFAULT 10;
ALTER TABLE "ShopSettings" ADD COLUMN "newCartLimitPerAddress" INTEGER NOT NULL DEFAULT 30;
ALTER TABLE "ShopSettings" ADD COLUMN "limitWindowMinutes" INTEGER NOT NULL DEFAULT 60;

-- CreateTable
CREATE TABLE "LimitCounter" (
    "key" TEXT NOT NULL PRIMARY KEY,
    "count" INTEGER NOT NULL,
    "resetAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "LimitCounter_resetAt_idx" ON "LimitCounter"("resetAt");
