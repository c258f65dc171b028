import { isJsonObject, type JsonObject } from './fields';

/**
 * The older response shape (config `legacyCasing`): exactly the keys the spec names become
 * PascalCase and price rows lose `isActive`; every other key stays camelCase (docs/decisions/018).
 */

const ENVELOPE_KEYS: Record<string, string> = {
  status: 'Status',
  message: 'Message',
  orderId: 'OrderId',
  orderTotal: 'OrderTotal',
  discount: 'Discount',
  insertedDate: 'InsertedDate',
  totalCount: 'TotalCount',
  pageCount: 'PageCount',
  orders: 'Orders',
};

const ORDER_KEYS: Record<string, string> = { orderTypeId: 'OrderTypeId', orderType: 'OrderType' };
const LINE_KEYS: Record<string, string> = { unitId: 'UnitId' };
const FEATURE_KEYS: Record<string, string> = { additionalPrice: 'AdditionalPrice', orderDetailId: 'OrderDetailId' };
const COURIER_KEYS: Record<string, string> = { id: 'Id', name: 'Name', phoneNumber: 'PhoneNumber' };

/** What the body of an endpoint holds, so only the right keys are renamed. */
export type BodyKind = 'plain' | 'products' | 'order-list' | 'order' | 'couriers';

/** A current-shape response body in the legacy shape of its endpoint kind. */
export function toLegacyBody(kind: BodyKind, body: JsonObject): JsonObject {
  const out = rename(body, ENVELOPE_KEYS);
  switch (kind) {
    case 'products':
      if (Array.isArray(out.data)) out.data = out.data.map(legacyCategory);
      break;
    case 'order-list':
      for (const key of ['data', 'Orders']) {
        const list = out[key];
        if (Array.isArray(list)) out[key] = list.map(legacyOrder);
      }
      break;
    case 'order':
      // The order's fields sit at the top level too (docs/decisions/159).
      return { ...legacyOrderFields(out), data: legacyOrder(out.data) };
    case 'couriers':
      if (Array.isArray(out.couriers)) out.Couriers = out.couriers.map((c) => rename(c, COURIER_KEYS));
      delete out.couriers;
      break;
    case 'plain':
      break;
  }
  return out;
}

function legacyOrder(order: unknown): unknown {
  return isJsonObject(order) ? legacyOrderFields(order) : order;
}

function legacyOrderFields(order: JsonObject): JsonObject {
  const out = rename(order, ORDER_KEYS);
  if (Array.isArray(out.products)) {
    out.products = out.products.map((line) => {
      const renamed = rename(line, LINE_KEYS);
      if (Array.isArray(renamed.features)) renamed.features = renamed.features.map((f) => rename(f, FEATURE_KEYS));
      return renamed;
    });
  }
  return out;
}

function legacyCategory(category: unknown): unknown {
  if (!isJsonObject(category) || !Array.isArray(category.products)) return category;
  return {
    ...category,
    products: category.products.map((product) => {
      if (!isJsonObject(product) || !Array.isArray(product.productUnits)) return product;
      return {
        ...product,
        productUnits: product.productUnits.map((unit) => {
          if (!isJsonObject(unit) || !Array.isArray(unit.prices)) return unit;
          return { ...unit, prices: unit.prices.map(withoutIsActive) };
        }),
      };
    }),
  };
}

function withoutIsActive(price: unknown): unknown {
  if (!isJsonObject(price)) return price;
  const { isActive: _isActive, ...rest } = price;
  return rest;
}

/** A copy of `source` with the mapped keys renamed, keeping key order. */
function rename(source: unknown, map: Record<string, string>): JsonObject {
  if (!isJsonObject(source)) return {};
  return Object.fromEntries(Object.entries(source).map(([k, v]) => [map[k] ?? k, v]));
}
