/**
 * The demo's order history: SaveOrder bodies (the spec's key names) that are valid against the
 * given catalogue, with their placement time and status path, for the sandbox to replay through
 * its real SaveOrder rules. Money is kuruş until the body is written, then decimal TRY.
 */
import type { HistoricalOrderSeed, SandboxCatalogue, SandboxStatusName } from '@/lib/pos-sandbox/types';
import { indexCatalogue } from './catalogue-index';
import { DEMO_IDS } from './ids';
import { chooseDiscount, type ChosenDiscount, type DiscountFields } from './discounts';
import { chooseLines, type DraftLine } from './order-lines';
import { planTimeline, type OrderKind, type PlannedOrder } from './order-timeline';
import {
  buildCustomers,
  CANCEL_REASONS,
  CASH_NOTES,
  INVOICE_COMPANIES,
  ORDER_NOTES,
  PICKUP_NO_SHOW,
  TABLE_CANCEL_REASONS,
  WAITERS,
  type DemoCustomer,
} from './people';
import { createRandom, type Random } from './random';

const SEED = 0x50f2a;
/** Above this (after discounts) delivery is free; otherwise near/far districts pay a flat fee. */
const FREE_DELIVERY_FROM_MINOR = 750_00;
const DELIVERY_FEE_MINOR = { near: 29_90, far: 49_90 };
/** Extra charges sent as ServiceCharge: packaging on some deliveries, a service fee on some table bills. */
const SERVICE_CHARGE: Record<OrderKind, { chance: number; minor: number }> = {
  delivery: { chance: 0.2, minor: 15_00 },
  pickup: { chance: 0, minor: 0 },
  table: { chance: 0.15, minor: 40_00 },
};
const {
  cashPaymentTypeId: CASH,
  cardOnDeliveryPaymentTypeId: CARD_AT_DOOR,
  onlinePaymentTypeId: ONLINE,
  cardPaymentTypeId: CARD,
} = DEMO_IDS;
const [MULTINET, SODEXO, TICKET] = DEMO_IDS.mealCardPaymentTypeIds;

/**
 * Payment type ids by order type with relative weights; 0 = none chosen yet (a table pays at
 * the till). Ids missing from the catalogue are skipped.
 */
const PAYMENTS: Record<OrderKind, Array<readonly [number, number]>> = {
  delivery: [
    [CASH, 30],
    [CARD_AT_DOOR, 35],
    [MULTINET, 5],
    [SODEXO, 5],
    [TICKET, 5],
    [ONLINE, 20],
  ],
  pickup: [
    [CASH, 25],
    [CARD, 20],
    [MULTINET, 5],
    [SODEXO, 5],
    [TICKET, 5],
    [ONLINE, 40],
  ],
  table: [
    [0, 50],
    [CARD, 25],
    [CASH, 15],
    [MULTINET, 4],
    [SODEXO, 3],
    [TICKET, 3],
  ],
};

const toWire = (minor: number): number => minor / 100;
const formatCoordinate = (degrees: number): string => degrees.toFixed(4).replace('.', ',');

function discountKeys(chosen: ChosenDiscount | undefined | null, amountKey: string, rateKey: string, idKey: string) {
  const fields: DiscountFields = chosen?.fields ?? {};
  return {
    ...(fields.amount !== undefined ? { [amountKey]: fields.amount } : {}),
    ...(fields.rate !== undefined ? { [rateKey]: fields.rate } : {}),
    ...(fields.discountId !== undefined ? { [idKey]: fields.discountId } : {}),
  };
}

function lineBody(line: DraftLine, discount: ChosenDiscount | undefined) {
  const { product, unit } = line.entry;
  const reference =
    line.byCode && product.productCode !== null
      ? { ProductUnitId: null, ProductCode: product.productCode }
      : { ProductUnitId: unit.productUnitId };
  return {
    ...reference,
    Quantity: line.quantity,
    OrderDetailNote: line.note,
    Name: unit.isDefault ? product.productName : `${product.productName} (${unit.unitName})`,
    IsMenu: line.menuId !== null,
    MenuId: line.menuId,
    ParentId: line.parentId === null ? null : String(line.parentId),
    ...discountKeys(discount, 'DiscountAmount', 'DiscountRate', 'DiscountId'),
    ...(line.features.length > 0 ? { Features: line.features } : {}),
  };
}

function customerKeys(kind: OrderKind, customer: DemoCustomer) {
  const delivered = kind === 'delivery';
  return {
    CustomerName: customer.name,
    CustomerSurname: customer.surname,
    CustomerId: customer.id,
    CustomerPhone: customer.phone,
    CustomerPhone2: customer.phone2,
    Address: delivered ? customer.address : '',
    AddressDescription: delivered ? customer.addressDescription : '',
    Region: delivered ? customer.region : '',
    City: 'İstanbul',
  };
}

function cancelReason(random: Random, kind: OrderKind, from: SandboxStatusName | undefined): string {
  if (kind === 'table') return random.pick(TABLE_CANCEL_REASONS);
  if (kind === 'pickup' && from === 'Prepared') return PICKUP_NO_SHOW;
  const step = from === 'Preparing' || from === 'Prepared' || from === 'OnDelivery' ? from : 'Ordered';
  return random.pick(CANCEL_REASONS[step]);
}

interface Context {
  random: Random;
  catalogue: SandboxCatalogue;
  index: ReturnType<typeof indexCatalogue>;
  customers: DemoCustomer[];
  tableIds: number[];
  paymentIds: Set<number>;
}

function buildSeed(ctx: Context, plan: PlannedOrder, number: number): HistoricalOrderSeed {
  const { random, catalogue } = ctx;
  const kind: OrderKind = plan.kind === 'table' && ctx.tableIds.length === 0 ? 'pickup' : plan.kind;
  const lines = chooseLines(random, ctx.index, kind);
  const lineDiscounts = new Map<DraftLine, ChosenDiscount>();
  if (random.chance(0.12)) {
    const target = random.pick(lines.filter((l) => l.parentId === null));
    const chosen = chooseDiscount(random, target.amountMinor, catalogue.discounts);
    if (chosen) lineDiscounts.set(target, chosen);
  }
  const linesMinor = lines.reduce((sum, l) => sum + l.amountMinor, 0);
  const lineDiscountMinor = [...lineDiscounts.values()].reduce((sum, d) => sum + d.minor, 0);
  const baseMinor = linesMinor - lineDiscountMinor;
  const orderDiscount = random.chance(0.14) ? chooseDiscount(random, baseMinor, catalogue.discounts) : null;
  const afterDiscountsMinor = baseMinor - (orderDiscount?.minor ?? 0);
  const customer = random.pick(ctx.customers);
  const deliveryFeeMinor =
    kind !== 'delivery' || afterDiscountsMinor >= FREE_DELIVERY_FROM_MINOR ? 0 : DELIVERY_FEE_MINOR[customer.far ? 'far' : 'near'];
  const serviceChargeMinor = random.chance(SERVICE_CHARGE[kind].chance) ? SERVICE_CHARGE[kind].minor : 0;
  const payments = PAYMENTS[kind].filter(([id]) => id === 0 || ctx.paymentIds.has(id));
  const paymentId = payments.length > 0 ? random.weighted(payments) : 0;
  const request = {
    ...customerKeys(kind, customer),
    PaymentMethodId: paymentId,
    PaymentNote: paymentId === CASH && random.chance(0.3) ? random.pick(CASH_NOTES) : '',
    ...(orderDiscount ? discountKeys(orderDiscount, 'Discount', 'DiscountRate', 'DiscountId') : { Discount: 0 }),
    OrderNote: random.chance(0.15) ? random.pick(ORDER_NOTES[kind]) : '',
    WebOrderId: `HIST-${number}`,
    OrderTotal: toWire(afterDiscountsMinor + deliveryFeeMinor + serviceChargeMinor),
    TableId: kind === 'table' ? random.pick(ctx.tableIds) : null,
    OrderType: kind === 'delivery' ? 2 : kind === 'pickup' ? 3 : null,
    DeliveryFee: toWire(deliveryFeeMinor),
    ServiceCharge: toWire(serviceChargeMinor),
    CustomerLatitude: kind === 'delivery' ? formatCoordinate(customer.latitude) : null,
    CustomerLongitude: kind === 'delivery' ? formatCoordinate(customer.longitude) : null,
    OrderDetails: lines.map((line) => lineBody(line, lineDiscounts.get(line))),
  };
  const deliveredBy = plan.path.some((step) => step.status === 'OnDelivery') && catalogue.couriers.length > 0;
  return {
    request,
    insertedAt: new Date(plan.insertedAt).toISOString(),
    path: plan.path.map((step) => ({ status: step.status, at: new Date(step.at).toISOString() })),
    ...(plan.status === 'Cancelled' ? { cancelReason: cancelReason(random, kind, plan.cancelledFrom) } : {}),
    ...(deliveredBy ? { courierName: random.pick(catalogue.couriers).name } : {}),
    ...(kind === 'table' ? { waiterName: random.pick(WAITERS) } : {}),
    ...(plan.status === 'Closed' && random.chance(0.05)
      ? { invoice: { ...random.pick(INVOICE_COMPANIES), identityType: 3 as const, orderInvoiceType: 3 as const } }
      : {}),
  };
}

/**
 * ~300 orders of the 72 hours before `now`, oldest first, every order type in every final status
 * (the last two hours hold the open ones). Deterministic for a given `now`; WebOrderIds are
 * "HIST-1", "HIST-2", ... in placement order. Valid against `catalogue` under the spec's rules.
 */
export function buildHistoricalOrders(now: Date, catalogue: SandboxCatalogue): HistoricalOrderSeed[] {
  const random = createRandom(SEED);
  const ctx: Context = {
    random,
    catalogue,
    index: indexCatalogue(catalogue),
    customers: buildCustomers(),
    tableIds: catalogue.areas.flatMap((area) => area.tables.map((table) => table.id)),
    paymentIds: new Set(catalogue.paymentTypes.map((p) => p.id)),
  };
  return planTimeline(random, now).map((plan, i) => buildSeed(ctx, plan, i + 1));
}
