/**
 * The SaveOrder request for a priced cart, built so that the POS's own arithmetic (spec rules 1–10)
 * gives exactly our total: every discount is sent as the amount we computed, menus follow rule 10,
 * paid extras are lines of their own and options travel as words in the line note.
 */
import { formatCoordinate, toWireAmount, type SaveOrderLine, type SaveOrderRequest } from '@/lib/pos/save-order-request';
import { POS_ORDER_TYPES } from '@/lib/pos/statuses';
import { PricingError } from '@/lib/pricing/errors';
import { cleanText, fitted, hasControlCharacters, kitchenNote, MAX_LINE_NOTE_LENGTH } from '@/lib/pricing/text';
import { priceLine, summarize } from '@/lib/pricing/totals';
import type { ComboLine, Customer, ItemLine, OrderDiscount, OrderInput, ProductRef, Totals } from '@/lib/pricing/types';

export interface BuiltSaveOrder {
  payload: SaveOrderRequest;
  /** The same totals computeTotals gives for this input; payload.OrderTotal is totals.totalMinor. */
  totals: Totals;
}

type ProductFields = { ProductUnitId: number } | { ProductCode: string };

/**
 * Builds the SaveOrder request and the totals it carries. Table mode sends TableId (and no
 * OrderType), delivery OrderType 2, pickup OrderType 3. Throws PricingError for an input that
 * would make the POS reject the order or contradict itself (an empty cart, a delivery fee outside
 * delivery, a table id outside table mode, a bad product reference…).
 */
export function buildSaveOrder(input: OrderInput): BuiltSaveOrder {
  if (input.lines.length === 0) throw new PricingError('lines', 'an order needs at least one line');
  const priced = input.lines.map((line, i) => ({ line, path: `lines[${i}]`, amounts: priceLine(line, `lines[${i}]`) }));
  const totals = summarize(
    priced.map((p) => p.amounts),
    input.fees,
    input.discount,
  );
  let menuCount = 0;
  const details = priced.flatMap(({ line, path, amounts }) => {
    if (line.kind === 'item') return itemLines(line, amounts.discountMinor, path);
    menuCount += 1;
    return comboLines(line, menuCount, amounts.discountMinor, path);
  });
  const payload: SaveOrderRequest = {
    ...customerFields(input.customer, input.webOrderId),
    ...orderTypeFields(input),
    PaymentMethodId: positiveId(input.paymentMethodId, 'paymentMethodId'),
    WebOrderId: webOrderId(input.webOrderId),
    ...optionalText('OrderNote', input.orderNote),
    ...orderDiscountFields(input.discount, totals.orderDiscountMinor),
    DeliveryFee: toWireAmount(totals.deliveryFeeMinor),
    ServiceCharge: toWireAmount(totals.serviceChargeMinor),
    OrderTotal: toWireAmount(totals.totalMinor),
    OrderDetails: details,
  };
  return { payload, totals };
}

function itemLines(line: ItemLine, discountMinor: number, path: string): SaveOrderLine[] {
  const name = cleanText(line.name);
  const note = kitchenNote({ choices: line.choices, exclusions: line.exclusions, note: line.note }, path);
  const item: SaveOrderLine = {
    ...productFields(line.ref, `${path}.ref`),
    Quantity: line.quantity,
    IsMenu: false,
    ...(name === '' ? {} : { Name: name }),
    ...(note === null ? {} : { OrderDetailNote: note }),
    ...lineDiscountFields(discountMinor),
  };
  // The kitchen reads an extra's line with the item it belongs to ("Tavuk Dürüm için" = "for …").
  const forItem = name === '' ? '' : fitted(`${name} için`, MAX_LINE_NOTE_LENGTH);
  const extras = (line.extras ?? []).map((extra, j): SaveOrderLine => ({
    ...productFields(extra.ref, `${path}.extras[${j}].ref`),
    Quantity: line.quantity,
    IsMenu: false,
    ...optionalText('Name', extra.name),
    ...(forItem === '' ? {} : { OrderDetailNote: forItem }),
  }));
  return [item, ...extras];
}

/** Rule 10: the menu line carries the price and any discount; its sub-items point at its MenuId. */
function comboLines(line: ComboLine, menuId: number, discountMinor: number, path: string): SaveOrderLine[] {
  const note = kitchenNote({ note: line.note }, path);
  const menu: SaveOrderLine = {
    ...productFields(line.ref, `${path}.ref`),
    Quantity: line.quantity,
    IsMenu: true,
    MenuId: menuId,
    ...optionalText('Name', line.name),
    ...(note === null ? {} : { OrderDetailNote: note }),
    ...lineDiscountFields(discountMinor),
  };
  const subItems = line.components.map((component, j): SaveOrderLine => ({
    ...productFields(component.ref, `${path}.components[${j}].ref`),
    Quantity: component.quantity * line.quantity,
    IsMenu: false,
    ParentId: String(menuId),
    ...optionalText('Name', component.name),
  }));
  return [menu, ...subItems];
}

/** Rule 1: exactly one of ProductUnitId / ProductCode. A code is an identifier: refused, never cleaned. */
function productFields(ref: ProductRef, path: string): ProductFields {
  const unitId = 'productUnitId' in ref ? ref.productUnitId : undefined;
  const code = 'productCode' in ref ? ref.productCode : undefined;
  if (unitId !== undefined && code !== undefined) {
    throw new PricingError(path, 'name the product by productUnitId or productCode, not both');
  }
  if (unitId !== undefined) return { ProductUnitId: positiveId(unitId, `${path}.productUnitId`) };
  if (typeof code !== 'string' || code.trim() === '' || hasControlCharacters(code)) {
    throw new PricingError(`${path}.productCode`, 'expected a product code without control characters');
  }
  return { ProductCode: code };
}

function lineDiscountFields(discountMinor: number): { DiscountAmount?: number } {
  return discountMinor > 0 ? { DiscountAmount: toWireAmount(discountMinor) } : {};
}

/**
 * The coupon as the amount we computed (never a rate: the spec does not say how the POS rounds
 * half a kuruş), recorded under its defined discount when it has one (docs/decisions/080).
 */
function orderDiscountFields(discount: OrderDiscount | undefined, orderDiscountMinor: number): Partial<SaveOrderRequest> {
  if (!discount) return {};
  const id = discount.posDiscountId;
  return {
    Discount: toWireAmount(orderDiscountMinor),
    ...(id === undefined ? {} : { DiscountId: positiveId(id, 'discount.posDiscountId') }),
  };
}

/** Rule 2, sending nothing that contradicts the mode (docs/decisions/083). */
function orderTypeFields(input: OrderInput): Partial<SaveOrderRequest> {
  if (input.mode !== 'delivery' && input.fees.deliveryFeeMinor !== 0) {
    throw new PricingError('fees.deliveryFeeMinor', `a ${input.mode} order has no delivery fee`);
  }
  if (input.mode === 'table') {
    if (input.tableId === undefined) throw new PricingError('tableId', 'a table order needs its table');
    return { TableId: positiveId(input.tableId, 'tableId') };
  }
  if (input.tableId !== undefined) throw new PricingError('tableId', `a ${input.mode} order has no table`);
  return { OrderType: input.mode === 'pickup' ? POS_ORDER_TYPES.TakeAway : POS_ORDER_TYPES.Delivery };
}

function customerFields(customer: Customer, orderId: string): Partial<SaveOrderRequest> & { CustomerId: string } {
  const phoneDigits = customer.phone.replace(/\D/g, '');
  return {
    // The site has no customer accounts: the phone is how the restaurant knows a returning customer.
    CustomerId: phoneDigits === '' ? orderId : phoneDigits,
    ...optionalText('CustomerName', customer.firstName),
    ...optionalText('CustomerSurname', customer.surname),
    ...optionalText('CustomerPhone', customer.phone),
    ...optionalText('Address', customer.address),
    ...optionalText('AddressDescription', customer.addressDescription),
    ...optionalText('Region', customer.district),
    ...optionalText('City', customer.city),
    ...coordinateFields(customer),
  };
}

function coordinateFields({ latitude, longitude }: Customer): Partial<SaveOrderRequest> {
  if (latitude === undefined && longitude === undefined) return {};
  if (latitude === undefined || longitude === undefined) {
    throw new PricingError('customer', 'send both latitude and longitude, or neither');
  }
  // Written as !(… <= limit) so that NaN is refused too.
  if (!(Math.abs(latitude) <= 90)) throw new PricingError('customer.latitude', `expected -90 to 90, got ${latitude}`);
  if (!(Math.abs(longitude) <= 180)) throw new PricingError('customer.longitude', `expected -180 to 180, got ${longitude}`);
  return { CustomerLatitude: formatCoordinate(latitude), CustomerLongitude: formatCoordinate(longitude) };
}

/** `{ [key]: cleaned text }`, or nothing when the text is absent or empty once cleaned. */
function optionalText<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  const text = cleanText(value ?? '');
  return text === '' ? {} : ({ [key]: text } as Record<K, string>);
}

function webOrderId(id: string): string {
  if (id.trim() === '' || hasControlCharacters(id)) {
    throw new PricingError('webOrderId', 'expected a non-empty id without control characters');
  }
  return id;
}

function positiveId(value: number, path: string): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new PricingError(path, `expected a positive whole id, got ${value}`);
  return value;
}
