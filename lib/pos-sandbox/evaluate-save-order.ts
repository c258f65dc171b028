import { indexCatalogue, type CatalogueIndex } from './catalogue-index';
import { discountMinor, readDiscount } from './discounts';
import { Rejection, fieldReader, isAbsent, isJsonObject, type FieldReader, type JsonObject } from './fields';
import { formatMinor, toMinor } from './money';
import { readOrderLines } from './save-order-lines';
import type { OrderTypeId } from './statuses';
import type { AcceptedOrder } from './stored-order';
import type { PriceListType, SandboxCatalogue, WireTable } from './types';

/** Outcome of SaveOrder: the priced order, or the business status and message to answer with. */
export type SaveOrderResult = { ok: true; order: AcceptedOrder } | { ok: false; status: number; message: string };

export interface SaveOrderInput {
  catalogue: SandboxCatalogue;
  body: unknown;
  /** Whether a stored order already carries this WebOrderId. */
  isDuplicate: (webOrderId: string) => boolean;
  /** Delivery and pickup orders need CustomerLatitude and CustomerLongitude (docs/decisions/162). */
  coordinatesRequired?: boolean;
}

export const NOT_AN_OBJECT_MESSAGE = 'Request body is not a JSON object';

const TEXT_FIELDS = [
  'CustomerName',
  'CustomerSurname',
  'CustomerPhone',
  'CustomerPhone2',
  'Address',
  'AddressDescription',
  'Region',
  'City',
  'PaymentNote',
  'OrderNote',
] as const;

/**
 * Applies the SaveOrder rules of the spec to a request body, pure and without I/O: duplicate
 * WebOrderId first (713), then every check of the body (715), then pricing and the consistency
 * formula (docs/decisions/013 and 014).
 */
export function evaluateSaveOrder(input: SaveOrderInput): SaveOrderResult {
  try {
    return { ok: true, order: evaluate(input) };
  } catch (error) {
    if (error instanceof Rejection) return { ok: false, status: error.status, message: error.message };
    throw error;
  }
}

function evaluate({ catalogue, body, isDuplicate, coordinatesRequired = false }: SaveOrderInput): AcceptedOrder {
  if (!isJsonObject(body)) throw new Rejection(715, NOT_AN_OBJECT_MESSAGE);
  const read = fieldReader(715, body);
  const sentWebOrderId = read.text('WebOrderId');
  const webOrderId = sentWebOrderId === null || sentWebOrderId.trim() === '' ? null : sentWebOrderId;
  if (webOrderId !== null && isDuplicate(webOrderId)) {
    throw new Rejection(713, `Duplicate order number: ${webOrderId}`);
  }
  for (const key of TEXT_FIELDS) read.string(key);
  read.text('CustomerId');

  const index = indexCatalogue(catalogue);
  const type = resolveOrderType(read, body, index);
  const lines = readOrderLines(body, index, type.priceList);
  const orderDiscount = readDiscount(read, { amount: 'Discount', where: '' }, index.discountById);
  const deliveryFeeMinor = readFee(read, 'DeliveryFee');
  const serviceChargeMinor = readFee(read, 'ServiceCharge');
  checkCoordinate(read, body, 'CustomerLatitude', 90, '41,0082');
  checkCoordinate(read, body, 'CustomerLongitude', 180, '28,9784');
  // The spec's table: coordinates are "not required for table orders", so they are for the others.
  if (coordinatesRequired && type.orderTypeId !== 1) {
    const missing = (['CustomerLatitude', 'CustomerLongitude'] as const).filter((key) => isAbsent(body[key]) || body[key] === '');
    if (missing.length > 0) {
      const what = missing.length === 2 ? 'CustomerLatitude and CustomerLongitude are' : `${missing.join('')} is`;
      read.fail(`${what} required for ${type.orderTypeId === 3 ? 'pickup' : 'delivery'} orders, e.g. 41,0082 and 28,9784`);
    }
  }
  const payment = readPaymentMethod(read, index);
  const sentTotal = read.number('OrderTotal');
  if (sentTotal === null) read.fail('OrderTotal is required and must be a number');

  const linesMinor = sum(lines.map((l) => l.amountMinor));
  const lineDiscountMinor = sum(lines.map((l) => l.discountMinor));
  const afterLineDiscounts = linesMinor - lineDiscountMinor;
  const preDiscountTotal = afterLineDiscounts + deliveryFeeMinor + serviceChargeMinor;
  // Spec rule 9: an order discount above the total is capped, never rejected.
  const orderDiscountMinor = Math.min(discountMinor(orderDiscount, afterLineDiscounts, index.discountById), preDiscountTotal);
  const orderTotalMinor = preDiscountTotal - orderDiscountMinor;
  const sentTotalMinor = toMinor(sentTotal ?? 0);
  if (sentTotalMinor !== orderTotalMinor) {
    read.fail(
      `OrderTotal ${formatMinor(sentTotalMinor)} does not add up: lines ${formatMinor(linesMinor)}` +
        ` - discounts ${formatMinor(lineDiscountMinor + orderDiscountMinor)}` +
        ` + DeliveryFee ${formatMinor(deliveryFeeMinor)} + ServiceCharge ${formatMinor(serviceChargeMinor)}` +
        ` = ${formatMinor(orderTotalMinor)}`,
    );
  }
  return {
    webOrderId,
    orderTypeId: type.orderTypeId,
    tableId: type.table?.id ?? null,
    tableName: type.table?.name ?? null,
    lines,
    linesMinor,
    lineDiscountMinor,
    orderDiscountMinor,
    orderDiscountId: orderDiscount.discountId,
    deliveryFeeMinor,
    serviceChargeMinor,
    orderTotalMinor,
    taxMinor: taxIncluded(lines, orderDiscountMinor),
    paymentMethodId: payment?.id ?? 0,
    paymentMethodName: payment?.name ?? null,
  };
}

/** Spec rule 2: TableId > 0 wins; otherwise OrderType 3 is pickup and everything else delivery. */
function resolveOrderType(
  read: FieldReader,
  body: JsonObject,
  index: CatalogueIndex,
): { orderTypeId: OrderTypeId; priceList: PriceListType; table: WireTable | null } {
  const tableId = read.number('TableId');
  if (tableId !== null && tableId > 0) {
    const table = index.tableById.get(tableId);
    if (!table) read.fail(`TableId ${tableId} is not a table in AreasWithTables`);
    return { orderTypeId: 1, priceList: 1, table: table ?? null };
  }
  if (body.OrderType === 3) return { orderTypeId: 3, priceList: 5, table: null };
  return { orderTypeId: 2, priceList: 3, table: null };
}

function readFee(read: FieldReader, key: 'DeliveryFee' | 'ServiceCharge'): number {
  const value = read.number(key);
  if (value !== null && value < 0) read.fail(`${key} must not be negative`);
  return toMinor(value ?? 0);
}

const COORDINATE = /^-?\d{1,3},\d{1,8}$/;

function checkCoordinate(read: FieldReader, body: JsonObject, key: string, limit: number, example: string): void {
  const value = body[key];
  if (isAbsent(value) || value === '') return;
  const valid = typeof value === 'string' && COORDINATE.test(value) && Math.abs(Number(value.replace(',', '.'))) <= limit;
  if (!valid) {
    read.fail(`${key} must use a comma decimal separator, e.g. ${example} (between -${limit} and ${limit})`);
  }
}

function readPaymentMethod(read: FieldReader, index: CatalogueIndex): { id: number; name: string } | null {
  const id = read.number('PaymentMethodId');
  if (id === null || id === 0) return null;
  const type = index.paymentTypeById.get(id);
  return type ?? read.fail(`PaymentMethodId ${id} is not a payment type of PaymentTypes`);
}

/** VAT contained in the discounted line amounts (prices include tax); sub-items are covered by their menu. */
function taxIncluded(lines: AcceptedOrder['lines'], orderDiscountMinor: number): number {
  const net = lines.map((l) => l.amountMinor - l.discountMinor);
  const netTotal = sum(net);
  return sum(
    lines.map((line, i) => {
      const lineNet = net[i] ?? 0;
      const share = netTotal > 0 ? Math.round((orderDiscountMinor * lineNet) / netTotal) : 0;
      const taxable = Math.max(0, lineNet - share);
      return Math.round((taxable * line.taxRate) / (100 + line.taxRate));
    }),
  );
}

function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
