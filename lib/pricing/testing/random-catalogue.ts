/**
 * Random catalogues for the property tests, in two forms built from the same units and prices:
 * the `TestCatalogue` carts are generated over, and the sandbox's own `SandboxCatalogue` its
 * SaveOrder validator prices against.
 */
import fc from 'fast-check';
import type { SandboxCatalogue, WirePrice, WireProduct } from '@/lib/pos-sandbox/types';
import { toWireAmount } from '@/lib/pos/save-order';
import { PRICE_LISTS, type PriceListId } from '@/lib/pos/statuses';
import type { TestCatalogue, TestMenu, TestUnit } from '@/lib/pricing/testing/cart-arbitraries';

const LISTS = Object.values(PRICE_LISTS);

/** A price row: absent, on sale, or present but not on sale. Odd kuruş amounts make rates round. */
const arbRow = fc.option(
  fc.record({
    minor: fc.oneof(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 200_000 })), // ≤ 2,000 TRY: 8 lines × 99 × 3 units stay under MAX_AMOUNT_MINOR
    isActive: fc.boolean(),
  }),
  { nil: undefined },
);

const arbRows = fc.tuple(arbRow, arbRow, arbRow);

const arbProduct = fc.record({ coded: fc.boolean(), units: fc.array(arbRows, { minLength: 1, maxLength: 3 }) });

const arbMenu = fc.record({
  rows: arbRows,
  coded: fc.boolean(),
  groups: fc.array(
    fc.record({ selectableCount: fc.integer({ min: 1, max: 3 }), choices: fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 3 }) }),
    { minLength: 1, maxLength: 3 },
  ),
});

type Row = { minor: number; isActive: boolean } | undefined;
type Rows = [Row, Row, Row];

function testUnit(productId: number, productUnitId: number, code: string | null, rows: Rows): TestUnit {
  const unit: TestUnit = { productId, productUnitId, productName: `Ürün ${productId}`, productCode: code, prices: {}, inactivePrices: {} };
  rows.forEach((row, i) => {
    const list = LISTS[i];
    if (row === undefined || list === undefined) return;
    (row.isActive ? unit.prices : unit.inactivePrices)[list] = row.minor;
  });
  return unit;
}

/**
 * A catalogue of 1–6 products (1–3 units each, some with a product code), 0–3 menus over those
 * units, tables, payment types and defined discounts. The first unit is on sale in every list,
 * so every mode can take an order.
 */
export const arbTestCatalogue: fc.Arbitrary<TestCatalogue> = fc
  .record({
    first: fc.tuple(fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 500_000 }), fc.integer({ min: 1, max: 500_000 })),
    products: fc.array(arbProduct, { minLength: 1, maxLength: 6 }),
    menus: fc.array(arbMenu, { maxLength: 3 }),
    discountCount: fc.integer({ min: 0, max: 3 }),
  })
  .map(({ first, products, menus, discountCount }) => {
    const units = products.flatMap((product, p) =>
      product.units.map((rows, u) => {
        const code = product.coded && u === 0 ? `P-${p}` : null;
        return testUnit(1000 + p, 5000 + p * 10 + u, code, rows);
      }),
    );
    const [head, ...rest] = units;
    const onSaleEverywhere = head && { ...head, prices: { 1: first[0], 3: first[1], 5: first[2] }, inactivePrices: {} };
    const plain = onSaleEverywhere ? [onSaleEverywhere, ...rest] : rest;
    const testMenus: TestMenu[] = menus.map((menu, m) => ({
      unit: testUnit(2000 + m, 6000 + m, menu.coded ? `M-${m}` : null, menu.rows),
      groups: menu.groups.map((g) => ({
        selectableCount: g.selectableCount,
        choices: g.choices.flatMap((c) => plain[c % plain.length] ?? []),
      })),
    }));
    return {
      units: plain,
      menus: testMenus,
      tableIds: [101, 102, 201],
      paymentMethodIds: [1, 2, 3],
      discountIds: Array.from({ length: discountCount }, (_, i) => i + 1),
    };
  });

function wirePrices(unit: TestUnit): WirePrice[] {
  return LISTS.flatMap((list: PriceListId): WirePrice[] => {
    const active = unit.prices[list];
    if (active !== undefined) return [{ price: toWireAmount(active), orderType: list, isActive: true }];
    const inactive = unit.inactivePrices[list];
    return inactive === undefined ? [] : [{ price: toWireAmount(inactive), orderType: list, isActive: false }];
  });
}

function wireProduct(units: TestUnit[], menu: TestMenu | null): WireProduct {
  const [head] = units;
  if (!head) throw new Error('a product needs a unit');
  return {
    productName: head.productName,
    productCode: units.find((u) => u.productCode !== null)?.productCode ?? null,
    productId: head.productId,
    taxRate: 10,
    isStockFollow: false,
    stockList: null,
    menus: (menu?.groups ?? []).map((g, i) => ({
      menuGroupId: i + 1,
      menuGroupName: `Grup ${i + 1}`,
      selectableCount: g.selectableCount,
      subProducts: g.choices.map((c) => ({
        productId: c.productId,
        productUnitId: c.productUnitId,
        productName: c.productName,
        unitName: 'Adet',
      })),
    })),
    excludedFeatures: [],
    // The code's unit comes first and is the default: the POS maps a product code to it.
    productUnits: units.map((u, i) => ({
      unitName: `Birim ${i + 1}`,
      productUnitId: u.productUnitId,
      isDefault: i === 0,
      prices: wirePrices(u),
    })),
  };
}

/**
 * The sandbox's catalogue for the same units and prices. Defined discounts get values of their own
 * (odd ids a rate, even ids an amount) that differ from any coupon, so a payload that let the POS
 * take the definition's value would come out with a different total.
 */
export function toSandboxCatalogue(catalogue: TestCatalogue): SandboxCatalogue {
  const byProduct = new Map<number, TestUnit[]>();
  for (const unit of catalogue.units) byProduct.set(unit.productId, [...(byProduct.get(unit.productId) ?? []), unit]);
  return {
    restaurant: { name: 'Test', key: 1, identity: 'test', currency: 'TRY', webSalesChannel: 'Web' },
    categories: [
      {
        categoryName: 'Test',
        categoryId: 1,
        products: [
          ...[...byProduct.values()].map((units) => wireProduct(units, null)),
          ...catalogue.menus.map((menu) => wireProduct([menu.unit], menu)),
        ],
      },
    ],
    featureGroups: [],
    areas: [{ id: 1, name: 'Salon', tables: catalogue.tableIds.map((id) => ({ id, name: `Masa ${id}` })) }],
    paymentTypes: catalogue.paymentMethodIds.map((id) => ({ id, name: `Ödeme ${id}`, isOnline: false, isMealCard: false })),
    discounts: catalogue.discountIds.map((id) =>
      id % 2 === 1 ? { id, name: `Oran ${id}`, amount: null, rate: 7 * id } : { id, name: `Tutar ${id}`, amount: 3.33 * id, rate: null },
    ),
    couriers: [],
  };
}
