-- CreateTable
CREATE TABLE "PaymentTypeModes" (
    "paymentTypeId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "delivery" BOOLEAN NOT NULL,
    "pickup" BOOLEAN NOT NULL,
    "table" BOOLEAN NOT NULL,
    "updatedAt" DATETIME NOT NULL
);
