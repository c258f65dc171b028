import 'server-only';
import { getDb } from '@/lib/db';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { PosOrder } from '@/lib/pos';
import { ARCHIVED_ORDER_PERSONAL_DATA } from '@/lib/privacy/personal-data';
import { paymentLabel, serviceTypeOf } from '@/lib/reports/sales';

function customerName(order: PosOrder): string {
  const c = order.customer;
  return [c?.customerName, c?.customerSurname]
    .filter((part): part is string => Boolean(part?.trim()))
    .map((part) => part.trim())
    .join(' ');
}

/**
 * Writes one CompletedOrders page into the archive in one transaction: each order replaces its
 * earlier copy whole (lines, payments and invoices included), so an order read again — cancelled,
 * or with an invoice issued since — ends up as the POS last showed it. Returns how many were new.
 */
export async function archiveOrders(orders: readonly PosOrder[], now: Date, db: PrismaClient = getDb()): Promise<number> {
  const unique = [...new Map(orders.map((o) => [o.id, o])).values()];
  if (unique.length === 0) return 0;
  const ids = unique.map((o) => o.id);
  const known = await db.archivedOrder.count({ where: { id: { in: ids } } });
  // An order whose personal data was erased or has expired stays anonymised when the POS shows it again (docs/decisions/240).
  const anonymised = new Map(
    (
      await db.archivedOrder.findMany({ where: { id: { in: ids }, anonymisedAt: { not: null } }, select: { id: true, anonymisedAt: true } })
    ).map((row) => [row.id, row.anonymisedAt]),
  );
  await db.$transaction([
    db.archivedOrderLine.deleteMany({ where: { orderId: { in: ids } } }),
    db.archivedPayment.deleteMany({ where: { orderId: { in: ids } } }),
    db.archivedInvoice.deleteMany({ where: { orderId: { in: ids } } }),
    db.archivedOrder.deleteMany({ where: { id: { in: ids } } }),
    db.archivedOrder.createMany({
      data: unique.map((o) => ({
        id: o.id,
        orderNumber: o.orderNumber,
        insertedAt: o.insertDate,
        updatedAt: o.updateDate,
        closedAt: o.closedDate,
        statusId: o.statusId,
        statusLabel: o.statusLabel,
        cancelled: o.statusName === 'Cancelled',
        cancelReason: o.orderCancelReason,
        orderTypeId: o.orderTypeId,
        serviceType: serviceTypeOf(o.orderType),
        totalMinor: o.orderTotalMinor,
        discountMinor: o.discountAmountMinor,
        taxMinor: o.taxAmountMinor,
        currency: o.currency,
        paymentMethodName: o.paymentMethodName,
        paymentNames: [...new Set(o.payments.map((p) => p.paymentName.trim()).filter(Boolean))].join(' + '),
        paymentCount: o.payments.length,
        customerName: customerName(o),
        customer: o.customer ? JSON.stringify(o.customer) : null,
        externalAppId: o.externalAppId,
        tableName: o.tableName,
        orderNote: o.orderNote,
        copiedAt: now,
        ...(anonymised.has(o.id) ? { ...ARCHIVED_ORDER_PERSONAL_DATA, anonymisedAt: anonymised.get(o.id) } : {}),
      })),
    }),
    db.archivedOrderLine.createMany({
      data: unique.flatMap((o) =>
        o.products.map((line, position) => ({
          orderId: o.id,
          position,
          lineId: line.id,
          productId: line.productId,
          productUnitId: line.productUnitId,
          productName: line.productName,
          productCode: line.productCode,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          totalMinor: line.totalAmountMinor,
          discountMinor: line.discountAmountMinor,
          isMenu: line.isMenu,
          parentId: line.parentId,
          groupName: line.groupName,
          note: line.productNote,
          cancelReason: line.cancelReason,
          details: JSON.stringify({ features: line.features, excludedItems: line.excludedItems }),
        })),
      ),
    }),
    db.archivedPayment.createMany({
      data: unique.flatMap((o) =>
        o.payments.map((p, position) => {
          const name = paymentLabel(p.paymentName, p.paymentTypeId);
          return {
            orderId: o.id,
            position,
            paymentTypeId: p.paymentTypeId,
            name,
            amountMinor: p.amountMinor,
            currency: p.currency,
            isMealCard: p.isMealCard,
            isDebit: p.isDebit,
            paidAt: p.insertDate,
            orderInsertedAt: o.insertDate,
            orderCancelled: o.statusName === 'Cancelled',
            orderServiceType: serviceTypeOf(o.orderType),
            firstOfName: o.payments.findIndex((q) => paymentLabel(q.paymentName, q.paymentTypeId) === name) === position,
          };
        }),
      ),
    }),
    db.archivedInvoice.createMany({
      data: unique.flatMap((o) =>
        o.invoices.map((invoice, position) => ({
          orderId: o.id,
          position,
          ettn: invoice.ettn,
          url: invoice.invoiceUrl,
          title: invoice.title,
          identity: invoice.identity,
          identityType: invoice.identityType,
          invoiceType: invoice.orderInvoiceType,
        })),
      ),
    }),
  ]);
  return unique.length - known;
}
