import { describe, expect, it } from 'vitest';
import { CHILD_ORDER, CHILD_TABLES, spanOf, type ChildTable, type MirrorSnapshot, type SqlValue } from '@/lib/catalog/sync/rows';
import { buildSnapshot, CatalogInconsistentError } from '@/lib/catalog/sync/snapshot';
import type { PosCatalog, PosProduct } from '@/lib/pos';

function product(productId: number, unitIds: number[], overrides: Partial<PosProduct> = {}): PosProduct {
  return {
    productId,
    productName: `Product ${productId}`,
    productCode: null,
    categoryId: 1,
    taxRate: 10,
    isStockFollow: false,
    stockList: null,
    menus: [],
    excludedFeatures: [],
    productUnits: unitIds.map((productUnitId, i) => ({
      productUnitId,
      unitName: `Unit ${productUnitId}`,
      isDefault: i === 0,
      prices: [
        { priceList: 1, priceMinor: 10_000, isActive: true },
        { priceList: 3, priceMinor: 11_000, isActive: true },
      ],
    })),
    ...overrides,
  };
}

function catalogue(products: PosProduct[], more: Partial<PosCatalog> = {}): PosCatalog {
  return {
    categories: [{ categoryId: 1, categoryName: 'Mains', products }],
    features: { featureGroups: [], excludedFeatures: [] },
    areas: [],
    paymentTypes: [],
    ...more,
  };
}

const hashOf = (cat: PosCatalog, productId: number) =>
  buildSnapshot(cat).snapshot.products.rows.find((row) => row.id === productId)?.contentHash;

/** The rows of one child table under the product at `index`, each as its column values. */
function childRows(snapshot: MirrorSnapshot, table: ChildTable, index: number): SqlValue[][] {
  const rows = snapshot.products.children[table];
  const [start, end] = spanOf(rows, index);
  const width = CHILD_TABLES[table].columns.length;
  const out: SqlValue[][] = [];
  for (let i = start; i < end; i += width) out.push(rows.values.slice(i, i + width));
  return out;
}

describe('buildSnapshot', () => {
  it('refuses a unit id that two products share, naming both', () => {
    const build = () => buildSnapshot(catalogue([product(1, [10]), product(2, [10])]));
    expect(build).toThrow(CatalogInconsistentError);
    expect(build).toThrow(/product unit 10 appears twice \(product 1 and product 2\)/);
  });

  it('refuses a unit with two rows for one price list', () => {
    const twice = product(1, [10]);
    twice.productUnits[0]?.prices.push({ priceList: 3, priceMinor: 9_000, isActive: true });
    expect(() => buildSnapshot(catalogue([twice]))).toThrow(/price list 3 appears twice in unit 10/);
  });

  it('leaves out (and reports) a feature link to a product the POS does not list', () => {
    const features = {
      featureGroups: [
        {
          featureGroupId: 2,
          featuresGroupName: 'Extras',
          necessaryCount: 0,
          featureHeaderType: 'MultipleChoice',
          multipleChoice: true,
          features: [
            {
              featureId: 811,
              featureName: 'Cheese',
              relatedProducts: [
                { productId: 1, additionalPriceMinor: 2500, featureHeaderName: null },
                { productId: 99, additionalPriceMinor: 2500, featureHeaderName: 'Extras' },
              ],
            },
          ],
        },
      ],
      excludedFeatures: [],
    };
    const { snapshot, skipped } = buildSnapshot(catalogue([product(1, [10])], { features }));
    expect(snapshot.featureLinks).toEqual([{ featureId: 811, productId: 1, additionalPriceMinor: 2500, headerName: 'Extras' }]);
    expect(skipped).toEqual(['feature 811 link to unknown product 99']);
  });

  it('gives a menu group the POS sends without an id (and without a name) a positive id above any POS id, so the cart accepts it', () => {
    const menu = product(1, [10], {
      menus: [
        {
          menuGroupId: null,
          menuGroupName: null,
          selectableCount: 1,
          subProducts: [{ productId: 2, productUnitId: 20, productName: null, unitName: null }],
        },
      ],
    });
    const { snapshot } = buildSnapshot(catalogue([menu, product(2, [20])]));
    // productId, groupId, name, selectableCount, position
    expect(childRows(snapshot, 'menuGroups', 0)).toEqual([[1, 2_000_000_001, '', 1, 0]]);
    // productId, groupId, productUnitId, itemProductId, name, unitName, position
    expect(childRows(snapshot, 'menuItems', 0)).toEqual([[1, 2_000_000_001, 20, 2, '', '', 0]]);
  });

  it('writes whole rows to every child table, in column order', () => {
    const full = product(1, [10, 11], {
      isStockFollow: true,
      stockList: [{ salesChannel: 'Web', stockQuantity: 4 }],
      excludedFeatures: [{ featureId: 901, featureName: 'Onion', featureCode: null, productId: 1 }],
      menus: [
        {
          menuGroupId: 7,
          menuGroupName: 'Drink',
          selectableCount: 1,
          subProducts: [{ productId: 2, productUnitId: 20, productName: 'Ayran', unitName: 'Bardak' }],
        },
      ],
    });
    const { snapshot } = buildSnapshot(catalogue([full, product(2, [20])]));
    for (const table of CHILD_ORDER) {
      expect(snapshot.products.children[table].values.length % CHILD_TABLES[table].columns.length).toBe(0);
    }
    expect(childRows(snapshot, 'units', 0)).toEqual([
      [10, 1, 'Unit 10', 1, 0],
      [11, 1, 'Unit 11', 0, 1],
    ]);
    expect(childRows(snapshot, 'prices', 0)).toEqual([
      [10, 1, 10_000, 1],
      [10, 3, 11_000, 1],
      [11, 1, 10_000, 1],
      [11, 3, 11_000, 1],
    ]);
    expect(childRows(snapshot, 'stocks', 0)).toEqual([[1, 'Web', 4]]);
    expect(childRows(snapshot, 'menuItems', 0)).toEqual([[1, 7, 20, 2, 'Ayran', 'Bardak', 0]]);
  });

  it('adds ingredients listed in the Features answer to their product, once', () => {
    const onion = { featureId: 901, featureName: 'Onion', featureCode: 'EXC-ONION', productId: 1 };
    const garlic = { featureId: 902, featureName: 'Garlic', featureCode: null, productId: 1 };
    const cat = catalogue([product(1, [10], { excludedFeatures: [onion] })], {
      features: { featureGroups: [], excludedFeatures: [onion, garlic] },
    });
    // productId, featureId, name, code
    expect(childRows(buildSnapshot(cat).snapshot, 'excluded', 0)).toEqual([
      [1, 901, 'Onion', 'EXC-ONION'],
      [1, 902, 'Garlic', null],
    ]);
  });

  it("changes a product's content hash with its prices and stock, not with its position in the category", () => {
    const base = hashOf(catalogue([product(1, [10]), product(2, [20])]), 2);
    expect(hashOf(catalogue([product(2, [20])]), 2)).toBe(base);

    const repriced = product(2, [20]);
    const row = repriced.productUnits[0]?.prices[1];
    if (row) row.priceMinor += 1;
    expect(hashOf(catalogue([product(1, [10]), repriced]), 2)).not.toBe(base);

    const stocked = product(2, [20], { isStockFollow: true, stockList: [{ salesChannel: 'Web', stockQuantity: 3 }] });
    expect(hashOf(catalogue([product(1, [10]), stocked]), 2)).not.toBe(base);
  });
});
