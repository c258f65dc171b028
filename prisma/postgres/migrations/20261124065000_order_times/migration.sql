-- Twin of: 20261124065000_order_times
-- AlterTable
ALTER TABLE "WebOrder" ADD COLUMN     "priceDriftMinor" INTEGER,
ADD COLUMN     "promisedAt" TIMESTAMP(3),
ADD COLUMN     "scheduledFor" TIMESTAMP(3),
ADD COLUMN     "sendAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ModeSchedule" (
    "mode" TEXT NOT NULL,
    "openingHours" TEXT,
    "closedDates" TEXT,
    "specialDays" TEXT NOT NULL DEFAULT '[]',
    "daysAhead" INTEGER,
    "slotCapacity" INTEGER,
    "leadMinutes" INTEGER NOT NULL DEFAULT 45,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ModeSchedule_pkey" PRIMARY KEY ("mode")
);

-- CreateTable
CREATE TABLE "SlotReservation" (
    "mode" TEXT NOT NULL,
    "slotStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "SlotReservation_pkey" PRIMARY KEY ("mode","slotStart")
);

-- CreateIndex
CREATE INDEX "WebOrder_state_sendAt_idx" ON "WebOrder"("state", "sendAt");
