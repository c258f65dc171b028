/**
 * The POS mirror as rows, in the column names of the database. Booleans are 0/1 and money integer
 * minor units, exactly as SQLite holds them, so that a row read back compares equal to a row built
 * from the POS. Small tables are rows of objects; the tables under a product (units, prices, stock,
 * ingredients, menu groups and items: most of a big catalogue's rows) are flat arrays of values,
 * since one object per row made a 10,000-product sync spend its time building and collecting them.
 */

export type Flag = 0 | 1;

/** A value as SQLite stores it. */
export type SqlValue = string | number | null;

export interface CategoryRow {
  id: number;
  name: string;
  position: number;
}
export interface ProductRow {
  id: number;
  categoryId: number;
  name: string;
  code: string | null;
  taxRate: number;
  isStockFollow: Flag;
  position: number;
  contentHash: string;
}
export interface FeatureGroupRow {
  id: number;
  name: string;
  necessaryCount: number;
  selection: string;
  headerType: string;
  position: number;
}
export interface FeatureRow {
  id: number;
  groupId: number;
  name: string;
  position: number;
}
export interface FeatureLinkRow {
  featureId: number;
  productId: number;
  additionalPriceMinor: number;
  headerName: string;
}
export interface AreaRow {
  id: number;
  name: string;
  position: number;
}
export interface TableRow {
  id: number;
  areaId: number;
  name: string;
  position: number;
}
export interface PaymentTypeRow {
  id: number;
  name: string;
  isOnline: Flag;
  isMealCard: Flag;
  position: number;
}

/** A mirror table: its name, primary key and the columns the sync writes (key first; removedAt is managed apart). */
export interface TableShape {
  table: string;
  key: readonly string[];
  columns: readonly string[];
}

/** A table written from row objects. */
export interface TableSpec<Row> extends TableShape {
  key: ReadonlyArray<keyof Row & string>;
  columns: ReadonlyArray<keyof Row & string>;
  /** Appends a row's values in `columns` order (one monomorphic function per table keeps bulk writes fast). */
  values(out: SqlValue[], row: Row): void;
  /** Orders rows by primary key: SQLite appends to its B-trees instead of inserting all over them. */
  compare(a: Row, b: Row): number;
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

const spec = <Row>(
  table: string,
  key: Array<keyof Row & string>,
  columns: Array<keyof Row & string>,
  values: (out: SqlValue[], row: Row) => void,
  compare: (a: Row, b: Row) => number,
): TableSpec<Row> => ({ table, key, columns: [...key, ...columns], values, compare });

/** The tables written from row objects. */
export const TABLES = {
  categories: spec<CategoryRow>(
    'PosCategory',
    ['id'],
    ['name', 'position'],
    (o, r) => {
      o.push(r.id, r.name, r.position);
    },
    byId,
  ),
  products: spec<ProductRow>(
    'PosProduct',
    ['id'],
    ['categoryId', 'name', 'code', 'taxRate', 'isStockFollow', 'position', 'contentHash'],
    (o, r) => {
      o.push(r.id, r.categoryId, r.name, r.code, r.taxRate, r.isStockFollow, r.position, r.contentHash);
    },
    byId,
  ),
  featureGroups: spec<FeatureGroupRow>(
    'PosFeatureGroup',
    ['id'],
    ['name', 'necessaryCount', 'selection', 'headerType', 'position'],
    (o, r) => {
      o.push(r.id, r.name, r.necessaryCount, r.selection, r.headerType, r.position);
    },
    byId,
  ),
  features: spec<FeatureRow>(
    'PosFeature',
    ['id'],
    ['groupId', 'name', 'position'],
    (o, r) => {
      o.push(r.id, r.groupId, r.name, r.position);
    },
    byId,
  ),
  featureLinks: spec<FeatureLinkRow>(
    'PosFeatureProduct',
    ['featureId', 'productId'],
    ['additionalPriceMinor', 'headerName'],
    (o, r) => {
      o.push(r.featureId, r.productId, r.additionalPriceMinor, r.headerName);
    },
    (a, b) => a.featureId - b.featureId || a.productId - b.productId,
  ),
  areas: spec<AreaRow>(
    'PosArea',
    ['id'],
    ['name', 'position'],
    (o, r) => {
      o.push(r.id, r.name, r.position);
    },
    byId,
  ),
  tables: spec<TableRow>(
    'PosTable',
    ['id'],
    ['areaId', 'name', 'position'],
    (o, r) => {
      o.push(r.id, r.areaId, r.name, r.position);
    },
    byId,
  ),
  paymentTypes: spec<PaymentTypeRow>(
    'PosPaymentType',
    ['id'],
    ['name', 'isOnline', 'isMealCard', 'position'],
    (o, r) => {
      o.push(r.id, r.name, r.isOnline, r.isMealCard, r.position);
    },
    byId,
  ),
};

const shape = (table: string, key: string[], columns: string[]): TableShape => ({ table, key, columns: [...key, ...columns] });

/** The tables under a product, in an order that satisfies their foreign keys when written front to back. */
export const CHILD_TABLES = {
  units: shape('PosProductUnit', ['id'], ['productId', 'name', 'isDefault', 'position']),
  prices: shape('PosPrice', ['unitId', 'priceList'], ['priceMinor', 'isActive']),
  stocks: shape('PosStock', ['productId', 'salesChannel'], ['quantity']),
  excluded: shape('PosExcludedFeature', ['productId', 'featureId'], ['name', 'code']),
  menuGroups: shape('PosMenuGroup', ['productId', 'groupId'], ['name', 'selectableCount', 'position']),
  menuItems: shape('PosMenuItem', ['productId', 'groupId', 'productUnitId'], ['itemProductId', 'name', 'unitName', 'position']),
};

export type ChildTable = keyof typeof CHILD_TABLES;

/** The child tables in write order (parents first). */
export const CHILD_ORDER: readonly ChildTable[] = ['units', 'prices', 'stocks', 'excluded', 'menuGroups', 'menuItems'];

/** An empty set of child rows for every child table. */
export function emptyChildren(): Record<ChildTable, ChildRows> {
  const empty = (): ChildRows => ({ values: [], starts: [] });
  return { units: empty(), prices: empty(), stocks: empty(), excluded: empty(), menuGroups: empty(), menuItems: empty() };
}

/** One child table's rows for every product: values row after row, `columns.length` per row. */
export interface ChildRows {
  values: SqlValue[];
  /** Where each product's values begin (product i's end where product i + 1's begin). */
  starts: number[];
}

/** The products with the rows under them; `rows[i]`'s children are at `starts[i]` in each table. */
export interface ProductsSnapshot {
  /** Ordered by id, so that writes go in key order. */
  rows: ProductRow[];
  children: Record<ChildTable, ChildRows>;
}

/** The whole mirror as the POS describes it now. */
export interface MirrorSnapshot {
  categories: CategoryRow[];
  products: ProductsSnapshot;
  featureGroups: FeatureGroupRow[];
  features: FeatureRow[];
  featureLinks: FeatureLinkRow[];
  areas: AreaRow[];
  tables: TableRow[];
  paymentTypes: PaymentTypeRow[];
}

/** The value range [start, end) of product `index` in a child table. */
export function spanOf(rows: ChildRows, index: number): [number, number] {
  return [rows.starts[index] ?? rows.values.length, rows.starts[index + 1] ?? rows.values.length];
}

/** The identity of a row within its table, e.g. "5040|3" for a feature link. */
export function keyOf<Row>(spec: TableSpec<Row>, row: Row): string {
  const [first, ...rest] = spec.key;
  if (first !== undefined && rest.length === 0) return String(row[first]);
  return spec.key.map((k) => String(row[k])).join('|');
}
