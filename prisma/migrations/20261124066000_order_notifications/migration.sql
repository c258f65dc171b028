-- CreateTable
CREATE TABLE "OrderNotification" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "event" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastError" TEXT,
    "outboxId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME,
    CONSTRAINT "OrderNotification_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "NotificationOptOut" (
    "recipient" TEXT NOT NULL PRIMARY KEY,
    "orderPublicId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- AlterTable (written as ADD COLUMN, not a table rebuild, so that branches adding other WebOrder columns in parallel merge safely)
ALTER TABLE "WebOrder" ADD COLUMN "locale" TEXT NOT NULL DEFAULT 'tr';
ALTER TABLE "WebOrder" ADD COLUMN "email" TEXT;

-- CreateIndex
CREATE INDEX "OrderNotification_state_nextAttemptAt_idx" ON "OrderNotification"("state", "nextAttemptAt");

-- CreateIndex
CREATE UNIQUE INDEX "OrderNotification_orderId_event_channel_key" ON "OrderNotification"("orderId", "event", "channel");
