-- Twin of: 20261124063000_order_agreement_and_invoice_details
-- CreateTable
CREATE TABLE "OrderAgreement" (
    "orderId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "preInformation" TEXT NOT NULL,
    "contract" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "acceptedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "OrderAgreement_pkey" PRIMARY KEY ("orderId")
);

-- CreateTable
CREATE TABLE "OrderInvoiceDetails" (
    "orderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "taxOffice" TEXT,
    "taxNumber" TEXT NOT NULL,

    CONSTRAINT "OrderInvoiceDetails_pkey" PRIMARY KEY ("orderId")
);

-- AddForeignKey
ALTER TABLE "OrderAgreement" ADD CONSTRAINT "OrderAgreement_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderInvoiceDetails" ADD CONSTRAINT "OrderInvoiceDetails_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WebOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
