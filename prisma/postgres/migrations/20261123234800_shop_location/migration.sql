-- Twin of: 20261121103513_init, 20261121104028_staff_catalog_mirror, 20261121104120_product_content_hash, 20261121104218_site_state, 20261121104329_shop_orders, 20261123225919_staff_roles, 20261123230000_flood_limits, 20261123230000_order_archive, 20261123230500_cart_last_order, 20261123231114_payment_type_modes, 20261123231210_shop_restaurant_name, 20261123231403_web_order_short_code, 20261123234800_shop_location
-- CreateTable
CREATE TABLE "JobLease" (
    "name" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "acquiredAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "JobLease_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "JobRun" (
    "id" SERIAL NOT NULL,
    "job" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "outcome" TEXT NOT NULL DEFAULT 'running',
    "error" TEXT,

    CONSTRAINT "JobRun_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffUser" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'staff',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSignInAt" TIMESTAMP(3),

    CONSTRAINT "StaffUser_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffSession" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userAgent" TEXT,

    CONSTRAINT "StaffSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SignInAttempt" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "success" BOOLEAN NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SignInAttempt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosCategory" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosProduct" (
    "id" INTEGER NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT,
    "taxRate" DOUBLE PRECISION NOT NULL,
    "isStockFollow" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,
    "contentHash" TEXT NOT NULL DEFAULT '',
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosProductUnit" (
    "id" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosProductUnit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosPrice" (
    "unitId" INTEGER NOT NULL,
    "priceList" INTEGER NOT NULL,
    "priceMinor" INTEGER NOT NULL,
    "isActive" BOOLEAN NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosPrice_pkey" PRIMARY KEY ("unitId","priceList")
);

-- CreateTable
CREATE TABLE "PosStock" (
    "productId" INTEGER NOT NULL,
    "salesChannel" TEXT NOT NULL,
    "quantity" DOUBLE PRECISION NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosStock_pkey" PRIMARY KEY ("productId","salesChannel")
);

-- CreateTable
CREATE TABLE "PosExcludedFeature" (
    "productId" INTEGER NOT NULL,
    "featureId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosExcludedFeature_pkey" PRIMARY KEY ("productId","featureId")
);

-- CreateTable
CREATE TABLE "PosMenuGroup" (
    "productId" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "selectableCount" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosMenuGroup_pkey" PRIMARY KEY ("productId","groupId")
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
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosMenuItem_pkey" PRIMARY KEY ("productId","groupId","productUnitId")
);

-- CreateTable
CREATE TABLE "PosFeatureGroup" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "necessaryCount" INTEGER NOT NULL,
    "selection" TEXT NOT NULL,
    "headerType" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosFeatureGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosFeature" (
    "id" INTEGER NOT NULL,
    "groupId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosFeature_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosFeatureProduct" (
    "featureId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "additionalPriceMinor" INTEGER NOT NULL,
    "headerName" TEXT NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosFeatureProduct_pkey" PRIMARY KEY ("featureId","productId")
);

-- CreateTable
CREATE TABLE "PosArea" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosArea_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosTable" (
    "id" INTEGER NOT NULL,
    "areaId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PosPaymentType" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "isOnline" BOOLEAN NOT NULL,
    "isMealCard" BOOLEAN NOT NULL,
    "position" INTEGER NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "PosPaymentType_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PaymentTypeModes" (
    "paymentTypeId" INTEGER NOT NULL,
    "delivery" BOOLEAN NOT NULL,
    "pickup" BOOLEAN NOT NULL,
    "table" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PaymentTypeModes_pkey" PRIMARY KEY ("paymentTypeId")
);

-- CreateTable
CREATE TABLE "CatalogSync" (
    "id" SERIAL NOT NULL,
    "trigger" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "outcome" TEXT NOT NULL DEFAULT 'running',
    "stage" TEXT NOT NULL DEFAULT 'fetching',
    "added" INTEGER NOT NULL DEFAULT 0,
    "changed" INTEGER NOT NULL DEFAULT 0,
    "removed" INTEGER NOT NULL DEFAULT 0,
    "priceChanges" INTEGER NOT NULL DEFAULT 0,
    "priceChangeLog" TEXT,
    "error" TEXT,
    "durationMs" INTEGER,

    CONSTRAINT "CatalogSync_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Category" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "visible" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "Category_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "image" TEXT,
    "categoryId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "visible" BOOLEAN NOT NULL DEFAULT true,
    "snoozedUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductVariant" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ProductVariant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductMapping" (
    "id" SERIAL NOT NULL,
    "variantId" INTEGER NOT NULL,
    "posProductUnitId" INTEGER,
    "posProductCode" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProductMapping_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SiteState" (
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SiteState_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "ShopSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
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
    "orderLimitPerAddress" INTEGER NOT NULL DEFAULT 20,
    "orderLimitPerPhone" INTEGER NOT NULL DEFAULT 10,
    "orderLimitPerCart" INTEGER NOT NULL DEFAULT 10,
    "newCartLimitPerAddress" INTEGER NOT NULL DEFAULT 30,
    "limitWindowMinutes" INTEGER NOT NULL DEFAULT 60,
    "latitude" DOUBLE PRECISION,
    "longitude" DOUBLE PRECISION,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "restaurantName" TEXT NOT NULL DEFAULT 'Sofra',

    CONSTRAINT "ShopSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LimitCounter" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL,
    "resetAt" BIGINT NOT NULL,

    CONSTRAINT "LimitCounter_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "Coupon" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "valueMinor" INTEGER,
    "ratePercent" DOUBLE PRECISION,
    "posDiscountId" INTEGER,
    "minSubtotalMinor" INTEGER NOT NULL DEFAULT 0,
    "validFrom" TIMESTAMP(3),
    "validUntil" TIMESTAMP(3),
    "usageLimit" INTEGER,
    "usedCount" INTEGER NOT NULL DEFAULT 0,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Coupon_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OptionMapping" (
    "featureId" INTEGER NOT NULL,
    "posProductUnitId" INTEGER NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OptionMapping_pkey" PRIMARY KEY ("featureId")
);

-- CreateTable
CREATE TABLE "Cart" (
    "id" TEXT NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'delivery',
    "tableId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "lastOrderPublicId" TEXT,
    "lastOrderAt" TIMESTAMP(3),

    CONSTRAINT "Cart_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CartLine" (
    "id" SERIAL NOT NULL,
    "cartId" TEXT NOT NULL,
    "variantId" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "options" TEXT NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CartLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebOrder" (
    "id" SERIAL NOT NULL,
    "publicId" TEXT NOT NULL,
    "shortCode" TEXT,
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
    "posInsertedAt" TIMESTAMP(3),
    "posStatusId" INTEGER,
    "posStatus" TEXT,
    "cancelReason" TEXT,
    "rejection" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3),
    "lastError" TEXT,
    "promisedMinutes" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),

    CONSTRAINT "WebOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebOrderLine" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "variantName" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceMinor" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "WebOrderLine_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderEvent" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "data" TEXT,

    CONSTRAINT "OrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebhookEvent" (
    "eventId" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "eventTimeUtc" TEXT NOT NULL,
    "posOrderId" INTEGER,
    "receivedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "processedAt" TIMESTAMP(3),
    "error" TEXT,

    CONSTRAINT "WebhookEvent_pkey" PRIMARY KEY ("eventId")
);

-- CreateTable
CREATE TABLE "ArchivedOrder" (
    "id" INTEGER NOT NULL,
    "orderNumber" INTEGER NOT NULL,
    "insertedAt" TIMESTAMP(3) NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "closedAt" TIMESTAMP(3),
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
    "copiedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ArchivedOrder_pkey" PRIMARY KEY ("id")
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
    "quantity" DOUBLE PRECISION NOT NULL,
    "unitPriceMinor" INTEGER NOT NULL,
    "totalMinor" INTEGER NOT NULL,
    "discountMinor" INTEGER NOT NULL,
    "isMenu" BOOLEAN NOT NULL,
    "parentId" TEXT,
    "groupName" TEXT,
    "note" TEXT,
    "cancelReason" TEXT,
    "details" TEXT NOT NULL,

    CONSTRAINT "ArchivedOrderLine_pkey" PRIMARY KEY ("orderId","position")
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
    "paidAt" TIMESTAMP(3) NOT NULL,
    "orderInsertedAt" TIMESTAMP(3) NOT NULL,
    "orderCancelled" BOOLEAN NOT NULL,
    "orderServiceType" TEXT NOT NULL,
    "firstOfName" BOOLEAN NOT NULL,

    CONSTRAINT "ArchivedPayment_pkey" PRIMARY KEY ("orderId","position")
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

    CONSTRAINT "ArchivedInvoice_pkey" PRIMARY KEY ("orderId","position")
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

    CONSTRAINT "ArchiveDayTotal_pkey" PRIMARY KEY ("timeZone","day","serviceType","cancelled")
);

-- CreateTable
CREATE TABLE "ArchiveDayPayment" (
    "timeZone" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "orders" INTEGER NOT NULL,
    "amountMinor" INTEGER NOT NULL,

    CONSTRAINT "ArchiveDayPayment_pkey" PRIMARY KEY ("timeZone","day","serviceType","name")
);

-- CreateTable
CREATE TABLE "ArchiveCursor" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "passStartDate" TIMESTAMP(3),
    "passBeganAt" TIMESTAMP(3),
    "nextPage" INTEGER NOT NULL DEFAULT 1,
    "pageCount" INTEGER NOT NULL DEFAULT 0,
    "copiedUpTo" TIMESTAMP(3),
    "lastPassFinishedAt" TIMESTAMP(3),
    "lastCallAt" TIMESTAMP(3),
    "notBefore" TIMESTAMP(3),
    "catchUpRequestedAt" TIMESTAMP(3),
    "lastError" TEXT,
    "lastErrorAt" TIMESTAMP(3),
    "pagesRead" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "ArchiveCursor_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "JobRun_job_startedAt_idx" ON "JobRun"("job", "startedAt");

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

-- CreateIndex
CREATE INDEX "LimitCounter_resetAt_idx" ON "LimitCounter"("resetAt");

-- CreateIndex
CREATE UNIQUE INDEX "Coupon_code_key" ON "Coupon"("code");

-- CreateIndex
CREATE INDEX "Cart_updatedAt_idx" ON "Cart"("updatedAt");

-- CreateIndex
CREATE INDEX "CartLine_cartId_idx" ON "CartLine"("cartId");

-- CreateIndex
CREATE UNIQUE INDEX "WebOrder_publicId_key" ON "WebOrder"("publicId");

-- CreateIndex
CREATE UNIQUE INDEX "WebOrder_shortCode_key" ON "WebOrder"("shortCode");

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

-- CreateIndex
CREATE INDEX "ArchivedOrder_insertedAt_cancelled_serviceType_totalMinor_d_idx" ON "ArchivedOrder"("insertedAt", "cancelled", "serviceType", "totalMinor", "discountMinor", "paymentCount");

-- CreateIndex
CREATE INDEX "ArchivedOrder_externalAppId_idx" ON "ArchivedOrder"("externalAppId");

-- CreateIndex
CREATE INDEX "ArchivedPayment_orderInsertedAt_orderCancelled_orderService_idx" ON "ArchivedPayment"("orderInsertedAt", "orderCancelled", "orderServiceType", "name", "amountMinor", "firstOfName");

-- AddForeignKey
ALTER TABLE "StaffSession" ADD CONSTRAINT "StaffSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "StaffUser"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosProduct" ADD CONSTRAINT "PosProduct_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "PosCategory"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosProductUnit" ADD CONSTRAINT "PosProductUnit_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosPrice" ADD CONSTRAINT "PosPrice_unitId_fkey" FOREIGN KEY ("unitId") REFERENCES "PosProductUnit"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosStock" ADD CONSTRAINT "PosStock_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosExcludedFeature" ADD CONSTRAINT "PosExcludedFeature_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosMenuGroup" ADD CONSTRAINT "PosMenuGroup_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosMenuItem" ADD CONSTRAINT "PosMenuItem_productId_groupId_fkey" FOREIGN KEY ("productId", "groupId") REFERENCES "PosMenuGroup"("productId", "groupId") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosFeature" ADD CONSTRAINT "PosFeature_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "PosFeatureGroup"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosFeatureProduct" ADD CONSTRAINT "PosFeatureProduct_featureId_fkey" FOREIGN KEY ("featureId") REFERENCES "PosFeature"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosFeatureProduct" ADD CONSTRAINT "PosFeatureProduct_productId_fkey" FOREIGN KEY ("productId") REFERENCES "PosProduct"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PosTable" ADD CONSTRAINT "PosTable_areaId_fkey" FOREIGN KEY ("areaId") REFERENCES "PosArea"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Product" ADD CONSTRAINT "Product_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductVariant" ADD CONSTRAINT "ProductVariant_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductMapping" ADD CONSTRAINT "ProductMapping_variantId_fkey" FOREIGN KEY ("variantId") REFERENCES "ProductVariant"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartLine" ADD CONSTRAINT "CartLine_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebOrderLine" ADD CONSTRAINT "WebOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderEvent" ADD CONSTRAINT "OrderEvent_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchivedOrderLine" ADD CONSTRAINT "ArchivedOrderLine_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ArchivedOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchivedPayment" ADD CONSTRAINT "ArchivedPayment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ArchivedOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ArchivedInvoice" ADD CONSTRAINT "ArchivedInvoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "ArchivedOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
