import { mergeMarks, type AllergenMark } from '@/lib/catalog/allergens';
import { getDb } from '@/lib/db';
import { formKey } from '@/lib/forms/message-key';
import { Prisma } from '@/lib/generated/prisma/client';
import { toMinor, type SaveOrderRequest, type ServiceMode } from '@/lib/pos';
import { assertSaveOrderConsistent, type UnitPriceLookup } from '@/lib/pricing';
import { mirrorUnitPrices } from '@/lib/orders/price-guard';
import { newShortCode } from '@/lib/orders/order-number';
import { newPublicId } from '@/lib/orders/public-id';
import type { AgreementRecord } from '@/lib/legal/agreement/snapshot';
import type { InvoiceDetails } from '@/lib/legal/invoice-details';
import type { ZoneTerms } from '@/lib/zones/types';

/** One line as the customer saw it in the checkout (the POS payload may split it into several lines). */
export interface WebOrderLineInput {
  name: string;
  variantName: string;
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  /** Options, exclusions and the customer's note, as the kitchen reads them. */
  note?: string;
  /** The line's allergens as they stand now, kept with the order (docs/decisions/236). */
  allergens?: AllergenMark[];
  /** The cart line it came from, kept for "order again" (docs/decisions/266). */
  source?: { variantId: number; options: string; note: string };
}

/** What the checkout computed, on the server, for one order. */
export interface CreateWebOrderInput {
  mode: ServiceMode;
  table?: { id: number; name: string } | null;
  customer: {
    firstName: string;
    surname: string;
    phone: string;
    address?: string | null;
    addressDescription?: string | null;
    district?: string | null;
    city?: string | null;
    latitude?: string | null;
    longitude?: string | null;
    /** Optional; order messages go there too (issue 16). */
    email?: string | null;
  };
  /** The customer's language: their messages are written in it. Default tr. */
  locale?: string;
  payment: { typeId: number; name: string };
  note?: string;
  couponCode?: string | null;
  promisedMinutes?: number | null;
  /** The clock time promised (as soon as possible) or asked for (a slot). */
  promisedAt?: Date | null;
  /** An order for later: its slot and when it goes to the kitchen; stored as `scheduled`, not sent now. */
  schedule?: { slotStart: Date; sendAt: Date } | null;
  totals: { itemsMinor: number; discountMinor: number; deliveryFeeMinor: number; serviceChargeMinor: number; totalMinor: number };
  lines: WebOrderLineInput[];
  /**
   * Builds the SaveOrder request for the order's public id (its WebOrderId), e.g.
   * `(webOrderId) => buildSaveOrder({ ...checkout, webOrderId }).payload`.
   */
  buildPayload: (webOrderId: string) => SaveOrderRequest;
  /** Unit prices for the last check of the payload; default: the POS mirror (mirrorUnitPrices). */
  unitPrice?: UnitPriceLookup;
  /** The distance-sales documents the customer accepted, stored in the same write (docs/decisions/245). */
  agreement?: AgreementRecord | null;
  /** The invoice details the customer gave (docs/decisions/247). */
  invoice?: InvoiceDetails | null;
  /** The delivery zone that priced the order, as it stood then (docs/decisions/285); null without zones. */
  zone?: OrderZone | null;
}

/** The delivery zone an order was priced in: its id and a snapshot of its name and terms. */
export type OrderZone = ZoneTerms & { id: number; name: string };

export interface CreatedWebOrder {
  id: number;
  publicId: string;
}

/**
 * Stores a web order (state pending) with its lines, the exact SaveOrder payload and a history
 * event, in one write, BEFORE anything is sent to the POS: whatever happens next, the order and
 * what will be sent exist. Stores nothing and throws when the payload does not carry the order's
 * public id as WebOrderId, charges a total other than the one the customer was shown, or breaks a
 * rule of the spec (`SaveOrderInconsistentError` from lib/pricing, checked against the unit prices:
 * docs/decisions/084) — a bug to log, never an order to send.
 */
export async function createWebOrder(input: CreateWebOrderInput): Promise<CreatedWebOrder> {
  const publicId = newPublicId();
  const payload = input.buildPayload(publicId);
  if (payload.WebOrderId !== publicId) {
    throw new Error(`createWebOrder: the payload's WebOrderId "${payload.WebOrderId}" is not the order's public id ${publicId}`);
  }
  if (toMinor(payload.OrderTotal) !== input.totals.totalMinor) {
    throw new Error(
      `createWebOrder: the payload's OrderTotal ${payload.OrderTotal} differs from the total shown (${input.totals.totalMinor} minor units)`,
    );
  }
  assertSaveOrderConsistent(payload, input.unitPrice ?? (await mirrorUnitPrices(payload)));
  // A short code that clashes with an earlier one is drawn again (one in a billion per order at a
  // restaurant's volumes); any other failure is thrown as it is.
  for (let attempt = 1; ; attempt++) {
    try {
      return await storeOrder(input, publicId, payload, newShortCode());
    } catch (error) {
      const clash =
        error instanceof Prisma.PrismaClientKnownRequestError &&
        error.code === 'P2002' &&
        String(error.meta?.target ?? error.message).includes('shortCode');
      if (!clash || attempt >= 5) throw error;
    }
  }
}

function storeOrder(input: CreateWebOrderInput, publicId: string, payload: SaveOrderRequest, shortCode: string): Promise<CreatedWebOrder> {
  const { customer, totals } = input;
  return getDb().webOrder.create({
    data: {
      publicId,
      shortCode,
      state: input.schedule ? 'scheduled' : 'pending',
      scheduledFor: input.schedule?.slotStart ?? null,
      sendAt: input.schedule?.sendAt ?? null,
      promisedAt: input.promisedAt ?? null,
      mode: input.mode,
      tableId: input.table?.id ?? null,
      tableName: input.table?.name ?? null,
      firstName: customer.firstName,
      surname: customer.surname,
      phone: customer.phone,
      address: customer.address ?? null,
      addressDescription: customer.addressDescription ?? null,
      district: customer.district ?? null,
      city: customer.city ?? null,
      latitude: customer.latitude ?? null,
      longitude: customer.longitude ?? null,
      email: customer.email ?? null,
      locale: input.locale ?? 'tr',
      paymentTypeId: input.payment.typeId,
      paymentName: input.payment.name,
      note: input.note ?? '',
      couponCode: input.couponCode ?? null,
      promisedMinutes: input.promisedMinutes ?? null,
      itemsMinor: totals.itemsMinor,
      discountMinor: totals.discountMinor,
      deliveryFeeMinor: totals.deliveryFeeMinor,
      serviceChargeMinor: totals.serviceChargeMinor,
      totalMinor: totals.totalMinor,
      ...zoneColumns(input.zone ?? null),
      payload: JSON.stringify(payload),
      lines: {
        create: input.lines.map((line, position) => ({
          position,
          name: line.name,
          variantName: line.variantName,
          quantity: line.quantity,
          unitPriceMinor: line.unitPriceMinor,
          totalMinor: line.totalMinor,
          note: line.note ?? '',
          allergens: { create: mergeMarks(line.allergens ?? []) },
          variantId: line.source?.variantId ?? null,
          options: line.source?.options ?? null,
          cartNote: line.source?.note ?? null,
        })),
      },
      events: {
        create: {
          kind: 'created',
          message: input.schedule
            ? formKey('AdminOrders.history.events.createdScheduled', {
                mode: formKey(`AdminOrders.modes.${input.mode}`),
                slot: input.schedule.slotStart.getTime(),
                send: input.schedule.sendAt.getTime(),
              })
            : formKey('AdminOrders.history.events.created', { mode: formKey(`AdminOrders.modes.${input.mode}`) }),
        },
      },
      ...(input.agreement ? { agreement: { create: input.agreement } } : {}),
      ...(input.invoice ? { invoiceDetails: { create: invoiceDetailsRow(input.invoice) } } : {}),
    },
    select: { id: true, publicId: true },
  });
}

function zoneColumns(zone: OrderZone | null) {
  if (zone === null) return {};
  return {
    zoneId: zone.id,
    zoneName: zone.name,
    zoneFeeMinor: zone.feeMinor,
    zoneFreeAboveMinor: zone.freeAboveMinor,
    zoneMinimumMinor: zone.minimumOrderMinor,
    zoneExtraMinutes: zone.extraMinutes,
  };
}

function invoiceDetailsRow(invoice: InvoiceDetails) {
  return invoice.kind === 'individual'
    ? { kind: invoice.kind, name: invoice.name, taxOffice: null, taxNumber: invoice.tckn }
    : { kind: invoice.kind, name: invoice.title, taxOffice: invoice.taxOffice, taxNumber: invoice.vkn };
}
