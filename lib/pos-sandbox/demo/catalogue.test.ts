import { parseCatalogue } from '@/lib/pos-sandbox/catalogue-schema';
import { menuGroupsOf } from '@/lib/pos-sandbox/menus';
import { describe, expect, it } from 'vitest';
import type { PriceListType, WireProduct, WireProductUnit } from '@/lib/pos-sandbox/types';
import { buildDemoCatalogue, DEMO_IDS } from './index';

const catalogue = buildDemoCatalogue();
const products = catalogue.categories.flatMap((c) => c.products);
const units = products.flatMap((p) => p.productUnits.map((unit) => ({ product: p, unit })));

function unitById(id: number): { product: WireProduct; unit: WireProductUnit } {
  const found = units.find((u) => u.unit.productUnitId === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}
function productById(id: number): WireProduct {
  const found = products.find((p) => p.productId === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}
const row = (unit: WireProductUnit, list: PriceListType) => unit.prices.find((p) => p.orderType === list);
const cents = (n: number) => Math.round(n * 100);

describe('demo catalogue', () => {
  it('is deterministic and every call returns an independent object tree', () => {
    const other = buildDemoCatalogue();
    expect(other).toEqual(catalogue);
    other.categories[0]?.products.pop();
    expect(buildDemoCatalogue()).toEqual(catalogue);
  });

  it('is a believable grill house of 40–60 products in TRY', () => {
    expect(catalogue.restaurant).toEqual({
      name: 'Sofra Ocakbaşı',
      key: DEMO_IDS.restaurantKey,
      identity: 'sofra-ocakbasi',
      currency: 'TRY',
      webSalesChannel: 'Web',
    });
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(products.length).toBeLessThanOrEqual(60);
    expect(catalogue.categories.map((c) => c.categoryName)).toEqual(
      expect.arrayContaining(['Dürüm & Döner', 'Lahmacun & Pide', 'Kebaplar', 'Mezeler', 'Çorbalar', 'Tatlılar', 'İçecekler', 'Menüler']),
    );
  });

  it('uses unique category, product, unit, table and payment type ids', () => {
    const unique = (ids: number[]) => expect(new Set(ids).size).toBe(ids.length);
    unique(catalogue.categories.map((c) => c.categoryId));
    unique(products.map((p) => p.productId));
    unique(units.map((u) => u.unit.productUnitId));
    unique(catalogue.areas.flatMap((a) => a.tables.map((t) => t.id)));
    unique(catalogue.paymentTypes.map((p) => p.id));
  });

  it('gives every product exactly one default unit and prices with at most 2 decimals', () => {
    for (const p of products) expect(p.productUnits.filter((u) => u.isDefault)).toHaveLength(1);
    for (const { unit } of units) {
      for (const price of unit.prices) {
        expect(price.price).toBeGreaterThan(0);
        expect(cents(price.price) / 100).toBe(price.price);
      }
    }
  });

  it('prices every unit on active rows 1, 3 and 5 except the two documented edge cases', () => {
    const full = units.filter(({ unit }) => ([1, 3, 5] as const).every((list) => row(unit, list)?.isActive === true));
    const odd = units.filter((u) => !full.includes(u)).map((u) => u.unit.productUnitId);
    expect(odd.sort()).toEqual([DEMO_IDS.noPickupRowUnitId, DEMO_IDS.inactiveDeliveryUnitId].sort());
  });

  it('has several units whose pickup price is below the delivery price', () => {
    const cheaper = units.filter(({ unit }) => cents(row(unit, 5)?.price ?? Infinity) < cents(row(unit, 3)?.price ?? 0));
    expect(cheaper.length).toBeGreaterThanOrEqual(5);
    for (const id of DEMO_IDS.pickupCheaperUnitIds) expect(cheaper.map((u) => u.unit.productUnitId)).toContain(id);
  });

  it('has a unit with no pickup row (delivery only) and a unit inactive for delivery only', () => {
    const tray = unitById(DEMO_IDS.noPickupRowUnitId);
    expect(tray.product.productId).toBe(DEMO_IDS.noPickupRowProductId);
    expect(row(tray.unit, 5)).toBeUndefined();
    expect(row(tray.unit, 3)?.isActive).toBe(true);
    const kunefe = unitById(DEMO_IDS.inactiveDeliveryUnitId);
    expect(kunefe.product.productId).toBe(DEMO_IDS.inactiveDeliveryProductId);
    expect(row(kunefe.unit, 3)?.isActive).toBe(false);
    expect(row(kunefe.unit, 1)?.isActive).toBe(true);
    expect(row(kunefe.unit, 5)?.isActive).toBe(true);
  });

  it('mixes coded products (codes unique) with products whose productCode is null', () => {
    const coded = productById(DEMO_IDS.codedProductId);
    expect(coded.productCode).toBe(DEMO_IDS.codedProductCode);
    expect(coded.productUnits.find((u) => u.isDefault)?.productUnitId).toBe(DEMO_IDS.codedProductDefaultUnitId);
    expect(productById(DEMO_IDS.uncodedProductId).productCode).toBeNull();
    const codes = products.flatMap((p) => (p.productCode === null ? [] : [p.productCode]));
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('follows stock per sales channel for some products, with one at 0 on the web channel only', () => {
    for (const p of products) {
      if (p.isStockFollow) expect(p.stockList?.map((s) => s.salesChannel).sort()).toEqual(['Salon', 'Web']);
      else expect(p.stockList).toBeNull();
    }
    expect(productById(DEMO_IDS.stockFollowProductId).isStockFollow).toBe(true);
    const soldOut = productById(DEMO_IDS.zeroStockProductId).stockList ?? [];
    expect(soldOut.find((s) => s.salesChannel === 'Web')?.stockQuantity).toBe(0);
    expect(soldOut.find((s) => s.salesChannel !== 'Web')?.stockQuantity).toBeGreaterThan(0);
  });

  it('has single- and multiple-choice feature groups, a mandatory one, free and paid features on real products', () => {
    const groups = catalogue.featureGroups;
    const required = groups.find((g) => g.featureGroupId === DEMO_IDS.requiredFeatureGroupId);
    expect(required).toMatchObject({ featuresGroupName: 'Acılık derecesi', featureHeaderType: 'SingleChoice', necessaryCount: 1 });
    expect(groups.find((g) => g.featureGroupId === DEMO_IDS.multipleChoiceFeatureGroupId)?.featureHeaderType).toBe('MultipleChoice');
    const related = groups.flatMap((g) => g.features.flatMap((f) => f.relatedProducts.map((r) => ({ g, f, r }))));
    const productIds = new Set(products.map((p) => p.productId));
    for (const { g, r } of related) {
      expect(productIds).toContain(r.productId);
      expect(r.featureHeaderName).toBe(g.featuresGroupName);
    }
    expect(related.find(({ f }) => f.featureId === DEMO_IDS.freeFeatureId)?.r.additionalPrice).toBe(0);
    const kasar = related.filter(({ f }) => f.featureId === DEMO_IDS.paidFeatureId);
    expect(kasar[0]?.f.featureName).toBe('Ekstra kaşar');
    expect(kasar.every(({ r }) => r.additionalPrice === 25)).toBe(true);
    expect(new Set(kasar.map(({ r }) => r.productId)).size).toBeGreaterThan(1);
  });

  it('lists excludable ingredients with EXC- codes on the product they belong to', () => {
    const rows = products.flatMap((p) => p.excludedFeatures.map((x) => ({ p, x })));
    expect(rows.length).toBeGreaterThan(10);
    for (const { p, x } of rows) {
      expect(x.productId).toBe(p.productId);
      expect(x.featureCode).toMatch(/^EXC-[A-Z]+$/);
    }
    expect(rows.map(({ x }) => x.featureName)).toEqual(expect.arrayContaining(['Soğan', 'Domates', 'Turşu', 'Acı sos']));
    const sogan = rows.find(({ x }) => x.featureId === DEMO_IDS.excludedFeatureId);
    expect(sogan?.x).toMatchObject({ featureName: 'Soğan', featureCode: 'EXC-SOGAN' });
  });

  it('has menu products whose groups choose among real units of the catalogue', () => {
    const menu = productById(DEMO_IDS.menuProductId);
    expect(menu.productUnits.map((u) => u.productUnitId)).toEqual([DEMO_IDS.menuProductUnitId]);
    expect(menuGroupsOf(menu).map((g) => [g.menuGroupName, g.selectableCount, g.subProducts.length])).toEqual([
      ['Ana yemek', 1, 3],
      ['İçecek', 1, 3],
    ]);
    const menus = products.filter((p) => p.menus.length > 0);
    expect(menus.length).toBeGreaterThanOrEqual(2);
    for (const sub of menus.flatMap((p) => menuGroupsOf(p).flatMap((g) => g.subProducts))) {
      const target = unitById(sub.productUnitId);
      expect(target.product.productId).toBe(sub.productId);
      expect(target.product.productName).toBe(sub.productName);
      if (sub.unitName !== undefined) expect(target.unit.unitName).toBe(sub.unitName);
    }
    for (const unit of menus.flatMap((p) => p.productUnits)) {
      for (const list of [1, 3, 5] as const) expect(row(unit, list)?.isActive).toBe(true);
    }
  });

  it('has a combo written as the supplement prints menus: groups without id or name, sub-items without a unit name', () => {
    const combo = products.find((p) => p.productName === 'Döner Menü');
    expect(combo?.menus).toEqual([
      {
        SelectableCount: 1,
        SubProducts: [
          { productId: 1001, productUnitId: 5002, productName: 'Et Döner Dürüm' },
          { productId: 1000, productUnitId: 5000, productName: 'Tavuk Döner Dürüm' },
        ],
      },
      {
        SelectableCount: 1,
        SubProducts: [
          { productId: 1070, productUnitId: 5090, productName: 'Ayran' },
          { productId: 1072, productUnitId: 5092, productName: 'Şalgam' },
        ],
      },
    ]);
    expect(parseCatalogue(catalogue).ok).toBe(true);
  });

  it('has areas with tables, the payment kinds, defined discounts and three couriers', () => {
    expect(catalogue.areas.map((a) => [a.name, a.tables.length])).toEqual([
      ['Salon', 12],
      ['Bahçe', 8],
      ['Teras', 4],
    ]);
    expect(catalogue.areas.flatMap((a) => a.tables.map((t) => t.id))).toContain(DEMO_IDS.tableId);
    const payment = (id: number) => catalogue.paymentTypes.find((p) => p.id === id);
    expect(payment(DEMO_IDS.cashPaymentTypeId)).toMatchObject({ name: 'Nakit', isOnline: false, isMealCard: false });
    expect(payment(DEMO_IDS.cardOnDeliveryPaymentTypeId)).toMatchObject({ name: 'Kapıda Kredi Kartı', isOnline: false });
    expect(DEMO_IDS.mealCardPaymentTypeIds.map((id) => payment(id)?.isMealCard)).toEqual([true, true, true]);
    expect(payment(DEMO_IDS.onlinePaymentTypeId)?.isOnline).toBe(true);
    for (const d of catalogue.discounts) expect((d.amount === null) !== (d.rate === null)).toBe(true);
    expect(catalogue.discounts).toEqual(
      expect.arrayContaining([
        { id: DEMO_IDS.rateDiscountId, name: 'Öğrenci %10', amount: null, rate: 10 },
        { id: DEMO_IDS.amountDiscountId, name: 'Hoş geldin 50 TL', amount: 50, rate: null },
      ]),
    );
    expect(catalogue.couriers).toHaveLength(3);
    for (const c of catalogue.couriers) expect(c.phoneNumber).toMatch(/^05\d{9}$/);
  });
});
