-- CreateTable
CREATE TABLE "ArchivedOrder" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderNumber" INTEGER NOT NULL,
    "insertedAt" DATETIME NOT NULL,
    "updatedAt" DATETIME NOT NULL,
    "closedAt" DATETIME,
    "statusId" INTEGER NOT NULL,
    "statusLabel" TEXT NOT NULL,
    "cancelled" BOOLEAN NOT NULL,
    "cancelReason" TEXT,
    "orderTypeId" INTEGER NOT NULL,
    "serviceType" TEXT NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "discountMinor" INTEGER NOT NULL,
    "taxMinor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "paymentMethodName" TEXT,
    "paymentNames" TEXT NOT NULL,
    "paymentCount" INTEGER NOT NULL,
    "customerName" TEXT NOT NULL,
    "customer" TEXT,
    "externalAppId" TEXT,
    "tableName" TEXT,
    "orderNote" TEXT,
    "copiedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ArchivedOrderLine" (
    "orderId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "lineId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "productUnitId" INTEGER NOT NULL,
    "productName" TEXT NOT NULL,
    "productCode" TEXT,
    "quantity" REAL NOT NULL,
    "unitPriceMinor" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "discountMinor" INTEGER NOT NULL,
    "isMenu" BOOLEAN NOT NULL,
    "parentId" TEXT,
    "groupName" TEXT,
    "note" TEXT,
    "cancelReason" TEXT,
    "details" TEXT NOT NULL,

    PRIMARY KEY ("orderId", "position"),
    CONSTRAINT "ArchivedOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ArchivedOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArchivedPayment" (
    "orderId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "paymentTypeId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "amountMinor" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "isMealCard" BOOLEAN NOT NULL,
    "isDebit" BOOLEAN NOT NULL,
    "paidAt" DATETIME NOT NULL,
    "orderInsertedAt" DATETIME NOT NULL,
    "orderCancelled" BOOLEAN NOT NULL,
    "orderServiceType" TEXT NOT NULL,
    "firstOfName" BOOLEAN NOT NULL,

    PRIMARY KEY ("orderId", "position"),
    CONSTRAINT "ArchivedPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ArchivedOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArchivedInvoice" (
    "orderId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "ettn" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "identity" TEXT NOT NULL,
    "identityType" INTEGER NOT NULL,
    "invoiceType" INTEGER NOT NULL,

    PRIMARY KEY ("orderId", "position"),
    CONSTRAINT "ArchivedInvoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ArchivedOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ArchiveDayTotal" (
    "timeZone" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "cancelled" BOOLEAN NOT NULL,
    "orders" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "discountMinor" INTEGER NOT NULL,
    "unpaidOrders" INTEGER NOT NULL,
    "unpaidMinor" INTEGER NOT NULL,

    PRIMARY KEY ("timeZone", "day", "serviceType", "cancelled")
);

-- CreateTable
CREATE TABLE "ArchiveDayPayment" (
    "timeZone" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "amountMinor" INTEGER NOT NULL,

    PRIMARY KEY ("timeZone", "day", "serviceType", "name")
);

-- CreateTable
CREATE TABLE "ArchiveCursor" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT DEFAULT 1,
    "passStartDate" DATETIME,
    "passBeganAt" DATETIME,
    "nextPage" INTEGER NOT NULL DEFAULT 1,
    "pageCount" INTEGER NOT NULL DEFAULT 0,
    "copiedUpTo" DATETIME,
    "lastPassFinishedAt" DATETIME,
    "lastCallAt" DATETIME,
    "notBefore" DATETIME,
    "catchUpRequestedAt" DATETIME,
    "lastError" TEXT,
    "lastErrorAt" DATETIME,
    "pagesRead" INTEGER NOT NULL DEFAULT 0
);

-- CreateIndex
CREATE INDEX "ArchivedOrder_insertedAt_cancelled_serviceType_totalMinor_discountMinor_paymentCount_idx" ON "ArchivedOrder"("insertedAt", "cancelled", "serviceType", "totalMinor", "discountMinor", "paymentCount");

-- CreateIndex
CREATE INDEX "ArchivedOrder_externalAppId_idx" ON "ArchivedOrder"("externalAppId");

-- CreateIndex
CREATE INDEX "ArchivedPayment_orderInsertedAt_orderCancelled_orderServiceType_name_amountMinor_firstOfName_idx" ON "ArchivedPayment"("orderInsertedAt", "orderCancelled", "orderServiceType", "name", "amountMinor", "firstOfName");
