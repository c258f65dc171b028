import { z } from 'zod';

/**
 * Older POS response shapes write some keys in PascalCase. These are exactly the keys the spec
 * names (top level, orders, order lines, line features), mapped to their current camelCase names.
 */
export const LEGACY_KEYS: Readonly<Record<string, string>> = {
  Status: 'status',
  Message: 'message',
  OrderId: 'orderId',
  OrderTotal: 'orderTotal',
  Discount: 'discount',
  InsertedDate: 'insertedDate',
  TotalCount: 'totalCount',
  PageCount: 'pageCount',
  Orders: 'orders',
  OrderTypeId: 'orderTypeId',
  OrderType: 'orderType',
  UnitId: 'unitId',
  AdditionalPrice: 'additionalPrice',
  OrderDetailId: 'orderDetailId',
};

/** GET Couriers as the supplement documents it: `{Status, Message, Couriers: [{Id, Name, PhoneNumber}]}`. */
export const LEGACY_COURIER_KEYS: Readonly<Record<string, string>> = {
  ...LEGACY_KEYS,
  Couriers: 'couriers',
  Id: 'id',
  Name: 'name',
  PhoneNumber: 'phoneNumber',
};

/** GET Products menus as the supplement documents them: `menus[]` with `SubProducts` and `SelectableCount`. */
export const LEGACY_MENU_KEYS: Readonly<Record<string, string>> = {
  ...LEGACY_KEYS,
  SubProducts: 'subProducts',
  SelectableCount: 'selectableCount',
  MenuGroupId: 'menuGroupId',
  MenuGroupName: 'menuGroupName',
  ProductId: 'productId',
  ProductUnitId: 'productUnitId',
  ProductName: 'productName',
  UnitName: 'unitName',
};

/**
 * Renames legacy keys to their camelCase names at every depth. A key is renamed only when its
 * camelCase twin is absent, so a response already in the current shape passes through unchanged
 * (and unknown keys are kept). Copy-on-write: objects with nothing to rename are returned as they
 * are, which keeps a 10 000-product catalogue cheap to read.
 */
function renameLegacyKeys(value: unknown, aliases: Readonly<Record<string, string>>): unknown {
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const renamed = renameLegacyKeys(item, aliases);
      if (renamed !== item) (out ??= value.slice())[i] = renamed;
    }
    return out ?? value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined;
  for (const key of Object.keys(source)) {
    const item = source[key];
    const renamed = renameLegacyKeys(item, aliases);
    const current = Object.hasOwn(aliases, key) ? aliases[key] : undefined;
    const name = current !== undefined && !Object.hasOwn(source, current) ? current : key;
    if (name === key && renamed === item) continue;
    out ??= { ...source };
    if (name !== key) delete out[key];
    out[name] = renamed;
  }
  return out ?? value;
}

/** Wraps a response schema so it accepts both the current camelCase and the older PascalCase shape. */
export function eitherCasing<T extends z.ZodType>(schema: T, aliases: Readonly<Record<string, string>> = LEGACY_KEYS) {
  return z.preprocess((raw) => renameLegacyKeys(raw, aliases), schema);
}
