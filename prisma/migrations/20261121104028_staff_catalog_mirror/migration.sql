-- CreateTable
CREATE TABLE "StaffUser" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" DATETIME
);

-- CreateTable
CREATE TABLE "StaffSession" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" DATETIME NOT NULL,
    "lastSeenAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userAgent" TEXT,
    CONSTRAINT "StaffSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "SignInAttempt" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "success" BOOLEAN NOT NULL,
    "at" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "PosCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME
);

-- CreateTable
CREATE TABLE "PosProduct" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "categoryId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT,
    "taxRate" REAL NOT NULL,
    "isStockFollow" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME,
    CONSTRAINT "PosProduct_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "PosCategory" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosProductUnit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME,
    CONSTRAINT "PosProductUnit_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosPrice" (
    "unitId" INTEGER NOT NULL,
    "priceList" INTEGER NOT NULL,
    "priceMinor" INTEGER NOT NULL,
    "isActive" BOOLEAN NOT NULL,
    "removedAt" DATETIME,

    PRIMARY KEY ("unitId", "priceList"),
    CONSTRAINT "PosPrice_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "PosProductUnit" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosStock" (
    "productId" INTEGER NOT NULL,
    "salesChannel" TEXT NOT NULL,
    "quantity" REAL NOT NULL,
    "removedAt" DATETIME,

    PRIMARY KEY ("productId", "salesChannel"),
    CONSTRAINT "PosStock_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosExcludedFeature" (
    "productId" INTEGER NOT NULL,
    "featureId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT,
    "removedAt" DATETIME,

    PRIMARY KEY ("productId", "featureId"),
    CONSTRAINT "PosExcludedFeature_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosMenuGroup" (
    "productId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "selectableCount" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME,

    PRIMARY KEY ("productId", "groupId"),
    CONSTRAINT "PosMenuGroup_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosMenuItem" (
    "productId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "productUnitId" INTEGER NOT NULL,
    "itemProductId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "unitName" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME,

    PRIMARY KEY ("productId", "groupId", "productUnitId"),
    CONSTRAINT "PosMenuItem_productId_groupId_fkey" FOREIGN KEY ("productId", "groupId") REFERENCES "PosMenuGroup" ("productId", "groupId") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosFeatureGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "necessaryCount" INTEGER NOT NULL,
    "selection" TEXT NOT NULL,
    "headerType" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME
);

-- CreateTable
CREATE TABLE "PosFeature" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "groupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME,
    CONSTRAINT "PosFeature_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "PosFeatureGroup" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosFeatureProduct" (
    "featureId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "additionalPriceMinor" INTEGER NOT NULL,
    "headerName" TEXT NOT NULL,
    "removedAt" DATETIME,

    PRIMARY KEY ("featureId", "productId"),
    CONSTRAINT "PosFeatureProduct_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES "PosFeature" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "PosFeatureProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosArea" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME
);

-- CreateTable
CREATE TABLE "PosTable" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "areaId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME,
    CONSTRAINT "PosTable_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "PosArea" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PosPaymentType" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "isOnline" BOOLEAN NOT NULL,
    "isMealCard" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" DATETIME
);

-- CreateTable
CREATE TABLE "CatalogSync" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "trigger" TEXT NOT NULL,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "outcome" TEXT NOT NULL DEFAULT 'running',
    "stage" TEXT NOT NULL DEFAULT 'fetching',
    "added" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "removed" INTEGER NOT NULL DEFAULT 0,
    "priceChanges" INTEGER NOT NULL DEFAULT 0,
    "priceChangeLog" TEXT,
    "error" TEXT,
    "durationMs" INTEGER
);

-- CreateTable
CREATE TABLE "Category" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "visible" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "image" TEXT,
    "categoryId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "snoozedUntil" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ProductMapping" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "variantId" INTEGER NOT NULL,
    "posProductUnitId" INTEGER,
    "posProductCode" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "ProductMapping_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "StaffUser_email_key" ON "StaffUser"("email");

-- CreateIndex
CREATE INDEX "StaffSession_userId_idx" ON "StaffSession"("userId");

-- CreateIndex
CREATE INDEX "StaffSession_expiresAt_idx" ON "StaffSession"("expiresAt");

-- CreateIndex
CREATE INDEX "SignInAttempt_email_at_idx" ON "SignInAttempt"("email", "at");

-- CreateIndex
CREATE INDEX "SignInAttempt_ip_at_idx" ON "SignInAttempt"("ip", "at");

-- CreateIndex
CREATE INDEX "PosProduct_code_idx" ON "PosProduct"("code");

-- CreateIndex
CREATE INDEX "PosProduct_categoryId_idx" ON "PosProduct"("categoryId");

-- CreateIndex
CREATE INDEX "PosProductUnit_productId_idx" ON "PosProductUnit"("productId");

-- CreateIndex
CREATE INDEX "PosFeature_groupId_idx" ON "PosFeature"("groupId");

-- CreateIndex
CREATE INDEX "PosFeatureProduct_productId_idx" ON "PosFeatureProduct"("productId");

-- CreateIndex
CREATE INDEX "PosTable_areaId_idx" ON "PosTable"("areaId");

-- CreateIndex
CREATE INDEX "CatalogSync_startedAt_idx" ON "CatalogSync"("startedAt");

-- CreateIndex
CREATE UNIQUE INDEX "Category_slug_key" ON "Category"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "Product_slug_key" ON "Product"("slug");

-- CreateIndex
CREATE INDEX "Product_categoryId_position_idx" ON "Product"("categoryId", "position");

-- CreateIndex
CREATE INDEX "ProductVariant_productId_idx" ON "ProductVariant"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "ProductMapping_variantId_key" ON "ProductMapping"("variantId");

-- CreateIndex
CREATE INDEX "ProductMapping_posProductUnitId_idx" ON "ProductMapping"("posProductUnitId");

-- CreateIndex
CREATE INDEX "ProductMapping_posProductCode_idx" ON "ProductMapping"("posProductCode");
