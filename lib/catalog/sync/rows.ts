/**
 * The POS mirror as rows: one interface per Pos* table, in the column names of the database, and
 * the table specs the writer needs (name, key columns, written columns). Booleans are stored as
 * 0/1 and money as integer minor units, exactly as SQLite holds them, so that a row read back
 * compares equal to a row built from the POS.
 */

export type Flag = 0 | 1;

export interface CategoryRow { id: number; name: string; position: number }
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
export interface UnitRow { id: number; productId: number; name: string; isDefault: Flag; position: number }
export interface PriceRow { unitId: number; priceList: number; priceMinor: number; isActive: Flag }
export interface StockRow { productId: number; salesChannel: string; quantity: number }
export interface ExcludedRow { productId: number; featureId: number; name: string; code: string | null }
export interface MenuGroupRow { productId: number; groupId: number; name: string; selectableCount: number; position: number }
export interface MenuItemRow {
  productId: number;
  groupId: number;
  productUnitId: number;
  itemProductId: number;
  name: string;
  unitName: string;
  position: number;
}
export interface FeatureGroupRow { id: number; name: string; necessaryCount: number; selection: string; headerType: string; position: number }
export interface FeatureRow { id: number; groupId: number; name: string; position: number }
export interface FeatureLinkRow { featureId: number; productId: number; additionalPriceMinor: number; headerName: string }
export interface AreaRow { id: number; name: string; position: number }
export interface TableRow { id: number; areaId: number; name: string; position: number }
export interface PaymentTypeRow { id: number; name: string; isOnline: Flag; isMealCard: Flag; position: number }

/** A product with every row that belongs to it; `row.contentHash` covers all of them. */
export interface ProductRecord {
  row: ProductRow;
  units: UnitRow[];
  prices: PriceRow[];
  stocks: StockRow[];
  excluded: ExcludedRow[];
  menuGroups: MenuGroupRow[];
  menuItems: MenuItemRow[];
}

/** The whole mirror as the POS describes it now. */
export interface MirrorSnapshot {
  categories: CategoryRow[];
  products: ProductRecord[];
  featureGroups: FeatureGroupRow[];
  features: FeatureRow[];
  featureLinks: FeatureLinkRow[];
  areas: AreaRow[];
  tables: TableRow[];
  paymentTypes: PaymentTypeRow[];
}

/** A value as SQLite stores it. */
export type SqlValue = string | number | null;

/** A mirror table: its name, primary key and the columns the sync writes (key first; removedAt is managed apart). */
export interface TableSpec<Row> {
  table: string;
  key: ReadonlyArray<keyof Row & string>;
  columns: ReadonlyArray<keyof Row & string>;
  /** Appends a row's values in `columns` order (one monomorphic function per table keeps bulk writes fast). */
  values(out: SqlValue[], row: Row): void;
  /** Orders rows by primary key: SQLite appends to its B-trees instead of inserting all over them. */
  compare(a: Row, b: Row): number;
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
const byProduct = (a: { productId: number }, b: { productId: number }) => a.productId - b.productId;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const spec = <Row>(
  table: string,
  key: Array<keyof Row & string>,
  columns: Array<keyof Row & string>,
  values: (out: SqlValue[], row: Row) => void,
  compare: (a: Row, b: Row) => number,
): TableSpec<Row> => ({ table, key, columns: [...key, ...columns], values, compare });

/** Every mirror table, in an order that satisfies the foreign keys when written front to back. */
export const TABLES = {
  categories: spec<CategoryRow>('PosCategory', ['id'], ['name', 'position'], (o, r) => {
    o.push(r.id, r.name, r.position);
  }, byId),
  products: spec<ProductRow>('PosProduct', ['id'], ['categoryId', 'name', 'code', 'taxRate', 'isStockFollow', 'position', 'contentHash'], (o, r) => {
    o.push(r.id, r.categoryId, r.name, r.code, r.taxRate, r.isStockFollow, r.position, r.contentHash);
  }, byId),
  units: spec<UnitRow>('PosProductUnit', ['id'], ['productId', 'name', 'isDefault', 'position'], (o, r) => {
    o.push(r.id, r.productId, r.name, r.isDefault, r.position);
  }, byId),
  prices: spec<PriceRow>('PosPrice', ['unitId', 'priceList'], ['priceMinor', 'isActive'], (o, r) => {
    o.push(r.unitId, r.priceList, r.priceMinor, r.isActive);
  }, (a, b) => a.unitId - b.unitId || a.priceList - b.priceList),
  stocks: spec<StockRow>('PosStock', ['productId', 'salesChannel'], ['quantity'], (o, r) => {
    o.push(r.productId, r.salesChannel, r.quantity);
  }, (a, b) => byProduct(a, b) || byText(a.salesChannel, b.salesChannel)),
  excluded: spec<ExcludedRow>('PosExcludedFeature', ['productId', 'featureId'], ['name', 'code'], (o, r) => {
    o.push(r.productId, r.featureId, r.name, r.code);
  }, (a, b) => byProduct(a, b) || a.featureId - b.featureId),
  menuGroups: spec<MenuGroupRow>('PosMenuGroup', ['productId', 'groupId'], ['name', 'selectableCount', 'position'], (o, r) => {
    o.push(r.productId, r.groupId, r.name, r.selectableCount, r.position);
  }, (a, b) => byProduct(a, b) || a.groupId - b.groupId),
  menuItems: spec<MenuItemRow>('PosMenuItem', ['productId', 'groupId', 'productUnitId'], ['itemProductId', 'name', 'unitName', 'position'], (o, r) => {
    o.push(r.productId, r.groupId, r.productUnitId, r.itemProductId, r.name, r.unitName, r.position);
  }, (a, b) => byProduct(a, b) || a.groupId - b.groupId || a.productUnitId - b.productUnitId),
  featureGroups: spec<FeatureGroupRow>('PosFeatureGroup', ['id'], ['name', 'necessaryCount', 'selection', 'headerType', 'position'], (o, r) => {
    o.push(r.id, r.name, r.necessaryCount, r.selection, r.headerType, r.position);
  }, byId),
  features: spec<FeatureRow>('PosFeature', ['id'], ['groupId', 'name', 'position'], (o, r) => {
    o.push(r.id, r.groupId, r.name, r.position);
  }, byId),
  featureLinks: spec<FeatureLinkRow>('PosFeatureProduct', ['featureId', 'productId'], ['additionalPriceMinor', 'headerName'], (o, r) => {
    o.push(r.featureId, r.productId, r.additionalPriceMinor, r.headerName);
  }, (a, b) => a.featureId - b.featureId || byProduct(a, b)),
  areas: spec<AreaRow>('PosArea', ['id'], ['name', 'position'], (o, r) => {
    o.push(r.id, r.name, r.position);
  }, byId),
  tables: spec<TableRow>('PosTable', ['id'], ['areaId', 'name', 'position'], (o, r) => {
    o.push(r.id, r.areaId, r.name, r.position);
  }, byId),
  paymentTypes: spec<PaymentTypeRow>('PosPaymentType', ['id'], ['name', 'isOnline', 'isMealCard', 'position'], (o, r) => {
    o.push(r.id, r.name, r.isOnline, r.isMealCard, r.position);
  }, byId),
};

/** The identity of a row within its table, e.g. "5040|3" for a price. */
export function keyOf<Row>(spec: TableSpec<Row>, row: Row): string {
  const [first, ...rest] = spec.key;
  if (first !== undefined && rest.length === 0) return String(row[first]);
  return spec.key.map((k) => String(row[k])).join('|');
}
