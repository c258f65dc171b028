-- CreateTable
CREATE TABLE "ShopSettings" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "deliveryFeeMinor" INTEGER NOT NULL DEFAULT 0,
    "freeDeliveryAboveMinor" INTEGER,
    "serviceChargeMinor" INTEGER NOT NULL DEFAULT 0,
    "minimumDeliveryOrderMinor" INTEGER NOT NULL DEFAULT 0,
    "openingHours" TEXT NOT NULL DEFAULT '{}',
    "closedDates" TEXT NOT NULL DEFAULT '[]',
    "paused" BOOLEAN NOT NULL DEFAULT false,
    "pausedMessage" TEXT NOT NULL DEFAULT '',
    "busy" BOOLEAN NOT NULL DEFAULT false,
    "prepMinutes" INTEGER NOT NULL DEFAULT 30,
    "busyExtraMinutes" INTEGER NOT NULL DEFAULT 20,
    "webSalesChannel" TEXT NOT NULL DEFAULT 'Web',
    "currency" TEXT NOT NULL DEFAULT 'TRY',
    "locale" TEXT NOT NULL DEFAULT 'tr-TR',
    "syncHours" TEXT,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Coupon" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "valueMinor" INTEGER,
    "ratePercent" REAL,
    "posDiscountId" INTEGER,
    "minSubtotalMinor" INTEGER NOT NULL DEFAULT 0,
    "validFrom" DATETIME,
    "validUntil" DATETIME,
    "usageLimit" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "OptionMapping" (
    "featureId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "posProductUnitId" INTEGER NOT NULL,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Cart" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "mode" TEXT NOT NULL DEFAULT 'delivery',
    "tableId" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CartLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "cartId" TEXT NOT NULL,
    "variantId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "options" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CartLine_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WebOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "publicId" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "mode" TEXT NOT NULL,
    "tableId" INTEGER,
    "tableName" TEXT,
    "firstName" TEXT NOT NULL,
    "surname" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" TEXT,
    "addressDescription" TEXT,
    "district" TEXT,
    "city" TEXT,
    "latitude" TEXT,
    "longitude" TEXT,
    "paymentTypeId" INTEGER NOT NULL,
    "paymentName" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "couponCode" TEXT,
    "itemsMinor" INTEGER NOT NULL,
    "discountMinor" INTEGER NOT NULL,
    "deliveryFeeMinor" INTEGER NOT NULL,
    "serviceChargeMinor" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "payload" TEXT NOT NULL,
    "posOrderId" INTEGER,
    "posTotalMinor" INTEGER,
    "posDiscountMinor" INTEGER,
    "posInsertedAt" DATETIME,
    "posStatusId" INTEGER,
    "posStatus" TEXT,
    "cancelReason" TEXT,
    "rejection" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME,
    "lastError" TEXT,
    "promisedMinutes" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    "sentAt" DATETIME
);

-- CreateTable
CREATE TABLE "WebOrderLine" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "variantName" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceMinor" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    CONSTRAINT "WebOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "data" TEXT,
    CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "WebhookEvent" (
    "eventId" TEXT NOT NULL PRIMARY KEY,
    "type" TEXT NOT NULL,
    "eventTimeUtc" TEXT NOT NULL,
    "posOrderId" INTEGER,
    "receivedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" DATETIME,
    "error" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_code_key" ON "Coupon"("code");

-- CreateIndex
CREATE INDEX "Cart_updatedAt_idx" ON "Cart"("updatedAt");

-- CreateIndex
CREATE INDEX "CartLine_cartId_idx" ON "CartLine"("cartId");

-- CreateIndex
CREATE UNIQUE INDEX "WebOrder_publicId_key" ON "WebOrder"("publicId");

-- CreateIndex
CREATE UNIQUE INDEX "WebOrder_posOrderId_key" ON "WebOrder"("posOrderId");

-- CreateIndex
CREATE INDEX "WebOrder_state_nextAttemptAt_idx" ON "WebOrder"("state", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "WebOrder_createdAt_idx" ON "WebOrder"("createdAt");

-- CreateIndex
CREATE INDEX "WebOrderLine_orderId_idx" ON "WebOrderLine"("orderId");

-- CreateIndex
CREATE INDEX "OrderEvent_orderId_at_idx" ON "OrderEvent"("orderId", "at");
