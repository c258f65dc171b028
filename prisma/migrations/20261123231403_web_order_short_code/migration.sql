-- AlterTable
ALTER TABLE "WebOrder" ADD COLUMN "shortCode" TEXT;

-- Orders placed before short numbers existed get one made from their id: unique by construction
-- (new ones are random, lib/orders/order-number.ts, and are drawn again on the rare clash).
UPDATE "WebOrder" SET "shortCode" = 'A' || printf('%05d', "id");

-- CreateIndex
CREATE UNIQUE INDEX "WebOrder_shortCode_key" ON "WebOrder"("shortCode");
