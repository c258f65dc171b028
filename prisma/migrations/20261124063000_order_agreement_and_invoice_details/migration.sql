-- CreateTable
CREATE TABLE "OrderAgreement" (
    "orderId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "locale" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "preInformation" TEXT NOT NULL,
    "contract" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "acceptedAt" DATETIME NOT NULL,
    CONSTRAINT "OrderAgreement_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderInvoiceDetails" (
    "orderId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "taxOffice" TEXT,
    "taxNumber" TEXT NOT NULL,
    CONSTRAINT "OrderInvoiceDetails_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
