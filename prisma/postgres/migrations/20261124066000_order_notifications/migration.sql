-- Twin of: 20261124066000_order_notifications
-- AlterTable
ALTER TABLE "WebOrder" ADD COLUMN     "email" TEXT,
ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'tr';

-- CreateTable
CREATE TABLE "OrderNotification" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "event" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "outboxId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "OrderNotification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "NotificationOptOut" (
    "recipient" TEXT NOT NULL,
    "orderPublicId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NotificationOptOut_pkey" PRIMARY KEY ("recipient")
);

-- CreateIndex
CREATE INDEX "OrderNotification_state_nextAttemptAt_idx" ON "OrderNotification"("state", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrderNotification_orderId_event_channel_key" ON "OrderNotification"("orderId", "event", "channel");

-- AddForeignKey
ALTER TABLE "OrderNotification" ADD CONSTRAINT "OrderNotification_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
