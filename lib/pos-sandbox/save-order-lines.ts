import type { CatalogueIndex, IndexedUnit } from './catalogue-index';
import { discountMinor, hasDiscount, readDiscount, type SentDiscount } from './discounts';
import { Rejection, fieldReader, isAbsent, isJsonObject, type JsonObject } from './fields';
import { formatMinor, toMinor } from './money';
import type { StoredFeature, StoredLine } from './stored-order';
import type { PriceListType } from './types';

type PricedLine = Omit<StoredLine, 'id'>;

interface LineDraft {
  where: string;
  found: IndexedUnit;
  quantity: number;
  isMenu: boolean;
  menuId: number | null;
  parentId: string | null;
  discount: SentDiscount;
  note: string | null;
  name: string | null;
  features: StoredFeature[];
}

const LIST_NAMES: Record<PriceListType, string> = { 1: 'table', 3: 'delivery', 5: 'pickup' };

/**
 * Reads, checks and prices `OrderDetails` (spec rules 1, 3, 7, 8, 10): one of ProductUnitId or
 * ProductCode per line, menu structure, prices from exactly the resolved list, line discounts.
 * Throws `Rejection` (715) naming the line.
 */
export function readOrderLines(body: JsonObject, index: CatalogueIndex, priceList: PriceListType): PricedLine[] {
  const details = body.OrderDetails;
  if (!Array.isArray(details) || details.length === 0) {
    throw new Rejection(715, 'OrderDetails must be a non-empty array of order lines');
  }
  const drafts = details.map((raw: unknown, i) => readLine(raw, `OrderDetails[${i}]`, index));
  checkMenus(drafts);
  return drafts.map((draft) => priceLine(draft, index, priceList));
}

function readLine(raw: unknown, where: string, index: CatalogueIndex): LineDraft {
  if (!isJsonObject(raw)) throw new Rejection(715, `${where} must be an object`);
  const read = fieldReader(715, raw, `${where}.`);
  const hasUnitId = !isAbsent(raw.ProductUnitId);
  if (hasUnitId === !isAbsent(raw.ProductCode)) {
    read.fail(`${where}: send exactly one of ProductUnitId or ProductCode (the other null or omitted)`);
  }
  const found = hasUnitId ? findByUnitId(read, index, where) : findByCode(read, index, where);
  const quantity = read.number('Quantity');
  if (quantity === null || quantity <= 0) read.fail(`${where}.Quantity must be a number greater than 0`);

  const isMenu = read.boolean('IsMenu') ?? false;
  const rawMenuId = read.number('MenuId');
  // Clients that serialise "no menu" as 0 mean the same as null.
  const menuId = rawMenuId === 0 ? null : rawMenuId;
  if (menuId !== null && (!Number.isInteger(menuId) || menuId < 0)) read.fail(`${where}.MenuId must be a positive whole number`);
  const rawParent = read.string('ParentId');
  const parentId = rawParent === null || rawParent.trim() === '' ? null : rawParent;
  if (menuId !== null && parentId !== null && String(menuId) === parentId) {
    read.fail(`${where}: MenuId and ParentId of one line must not be equal`);
  }
  if (isMenu && menuId === null) read.fail(`${where}: a menu line (IsMenu true) needs its own MenuId`);
  if (isMenu && parentId !== null) read.fail(`${where}: a menu line (IsMenu true) must have ParentId null`);
  if (!isMenu && menuId !== null) {
    read.fail(`${where}: MenuId is only for menu lines (IsMenu true); a menu's sub-item sets ParentId instead`);
  }
  const discount = readDiscount(read, { amount: 'DiscountAmount', where: `${where}.` }, index.discountById);
  if (parentId !== null && hasDiscount(discount)) {
    read.fail(`${where}: discounts cannot be applied to menu sub-items; discount the menu line instead`);
  }
  return {
    where,
    found,
    quantity: quantity ?? 0,
    isMenu,
    menuId,
    parentId,
    discount,
    note: read.string('OrderDetailNote'),
    name: read.string('Name'),
    features: readFeatures(raw.Features),
  };
}

function findByUnitId(read: ReturnType<typeof fieldReader>, index: CatalogueIndex, where: string): IndexedUnit {
  const id = read.id('ProductUnitId');
  const found = id === null ? undefined : index.unitById.get(id);
  return found ?? read.fail(`${where}.ProductUnitId ${String(id)} is not a product unit in the catalogue`);
}

function findByCode(read: ReturnType<typeof fieldReader>, index: CatalogueIndex, where: string): IndexedUnit {
  const code = read.string('ProductCode');
  const found = code === null ? undefined : index.defaultUnitByCode.get(code);
  return found ?? read.fail(`${where}.ProductCode "${String(code)}" matches no product's productCode`);
}

function checkMenus(drafts: LineDraft[]): void {
  const menuLines = new Map<string, string>();
  for (const draft of drafts) {
    if (!draft.isMenu || draft.menuId === null) continue;
    const key = String(draft.menuId);
    const other = menuLines.get(key);
    if (other) throw new Rejection(715, `${draft.where}: MenuId ${key} is already used by ${other}`);
    menuLines.set(key, draft.where);
  }
  for (const draft of drafts) {
    if (draft.parentId !== null && !menuLines.has(draft.parentId)) {
      throw new Rejection(715, `${draft.where}.ParentId "${draft.parentId}" matches no menu line's MenuId in this order`);
    }
  }
}

function priceLine(draft: LineDraft, index: CatalogueIndex, priceList: PriceListType): PricedLine {
  const { product, unit, category } = draft.found;
  const isSubItem = draft.parentId !== null;
  let unitPriceMinor = 0;
  if (!isSubItem) {
    const label = product.productUnits.length > 1 ? `${product.productName} (${unit.unitName})` : product.productName;
    const row = unit.prices.find((p) => p.orderType === priceList);
    if (!row) throw new Rejection(715, `${draft.where}: Product '${label}' has no ${LIST_NAMES[priceList]} price`);
    if (!row.isActive) throw new Rejection(715, `${draft.where}: Product '${label}' is not on sale for ${LIST_NAMES[priceList]}`);
    unitPriceMinor = toMinor(row.price);
  }
  const amountMinor = Math.round(unitPriceMinor * draft.quantity);
  const lineDiscount = isSubItem ? 0 : discountMinor(draft.discount, amountMinor, index.discountById);
  if (lineDiscount > amountMinor) {
    throw new Rejection(
      715,
      `${draft.where}: line discount ${formatMinor(lineDiscount)} exceeds the line amount ${formatMinor(amountMinor)}`,
    );
  }
  return {
    productId: product.productId,
    productUnitId: unit.productUnitId,
    productName: product.productName,
    productCode: product.productCode,
    unitName: unit.unitName,
    groupId: category.categoryId,
    groupName: category.categoryName,
    taxRate: product.taxRate,
    quantity: draft.quantity,
    unitPriceMinor,
    amountMinor,
    discountMinor: lineDiscount,
    discountId: draft.discount.discountId,
    isMenu: draft.isMenu,
    menuId: draft.menuId,
    parentId: draft.parentId,
    note: draft.note,
    name: draft.name,
    features: draft.features,
  };
}

/** The optional `Features` list of a line (shape unpublished): kept when it looks like features. */
function readFeatures(value: unknown): StoredFeature[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isJsonObject).map((f) => {
    const name = f.featureName ?? f.FeatureName;
    const price = f.additionalPrice ?? f.AdditionalPrice;
    const id = f.featureId ?? f.FeatureId;
    return {
      featureName: typeof name === 'string' ? name : '',
      additionalPrice: typeof price === 'number' ? price : 0,
      featureId: typeof id === 'number' ? id : 0,
    };
  });
}
