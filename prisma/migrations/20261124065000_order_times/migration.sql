-- CreateTable
CREATE TABLE "ModeSchedule" (
    "mode" TEXT NOT NULL PRIMARY KEY,
    "openingHours" TEXT,
    "closedDates" TEXT,
    "specialDays" TEXT NOT NULL DEFAULT '[]',
    "daysAhead" INTEGER,
    "slotCapacity" INTEGER,
    "leadMinutes" INTEGER NOT NULL DEFAULT 45,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "SlotReservation" (
    "mode" TEXT NOT NULL,
    "slotStart" DATETIME NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("mode", "slotStart")
);

-- AlterTable (ADD COLUMN, not a table rebuild, so that branches adding other WebOrder columns in parallel merge safely)
ALTER TABLE "WebOrder" ADD COLUMN "promisedAt" DATETIME;
ALTER TABLE "WebOrder" ADD COLUMN "scheduledFor" DATETIME;
ALTER TABLE "WebOrder" ADD COLUMN "sendAt" DATETIME;
ALTER TABLE "WebOrder" ADD COLUMN "priceDriftMinor" INTEGER;

-- CreateIndex
CREATE INDEX "WebOrder_state_sendAt_idx" ON "WebOrder"("state", "sendAt");
