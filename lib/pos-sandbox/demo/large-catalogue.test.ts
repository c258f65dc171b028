import { describe, expect, it } from 'vitest';
import { buildLargeCatalogue } from './index';

describe('buildLargeCatalogue', () => {
  const started = performance.now();
  const large = buildLargeCatalogue(10_000);
  const elapsedMs = performance.now() - started;
  const products = large.categories.flatMap((c) => c.products);
  const units = products.flatMap((p) => p.productUnits);

  it('builds 10,000 products with unique product and unit ids over 40 categories, in well under a second', () => {
    expect(products).toHaveLength(10_000);
    expect(new Set(products.map((p) => p.productId)).size).toBe(10_000);
    expect(new Set(units.map((u) => u.productUnitId)).size).toBe(units.length);
    expect(large.categories).toHaveLength(40);
    expect(new Set(large.categories.map((c) => c.categoryId)).size).toBe(40);
    expect(elapsedMs).toBeLessThan(1000);
  });

  it('gives each product 1–3 units, one default, each with rows for lists 1, 3 and 5 at ≤ 2 decimals', () => {
    const badProducts = products.filter(
      (p) => p.productUnits.length < 1 || p.productUnits.length > 3 || p.productUnits.filter((u) => u.isDefault).length !== 1,
    );
    expect(badProducts).toEqual([]);
    const badUnits = units.filter(
      (u) =>
        u.prices.map((p) => p.orderType).join() !== '1,3,5' ||
        u.prices.some((p) => !(p.price > 0) || Math.round(p.price * 100) / 100 !== p.price),
    );
    expect(badUnits).toEqual([]);
    expect(new Set(products.map((p) => p.productUnits.length))).toEqual(new Set([1, 2, 3]));
  });

  it('mixes codes, stock following, excluded ingredients and features that point at real products', () => {
    const share = (count: number) => count / products.length;
    expect(share(products.filter((p) => p.productCode !== null).length)).toBeGreaterThan(0.3);
    expect(share(products.filter((p) => p.isStockFollow && p.stockList !== null).length)).toBeGreaterThan(0.05);
    expect(share(products.filter((p) => p.excludedFeatures.length > 0).length)).toBeGreaterThan(0.1);
    expect(products.filter((p) => p.excludedFeatures.some((x) => x.productId !== p.productId))).toEqual([]);
    const ids = new Set(products.map((p) => p.productId));
    const related = large.featureGroups.flatMap((g) => g.features.flatMap((f) => f.relatedProducts));
    expect(related.length).toBeGreaterThan(1000);
    expect(related.filter((r) => !ids.has(r.productId))).toEqual([]);
    const codes = products.flatMap((p) => (p.productCode === null ? [] : [p.productCode]));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('is deterministic and scales down to small counts', () => {
    expect(buildLargeCatalogue(10_000)).toEqual(large);
    expect(buildLargeCatalogue(30).categories.flatMap((c) => c.products)).toHaveLength(30);
    expect(buildLargeCatalogue(0).categories.flatMap((c) => c.products)).toEqual([]);
  });

  it('rejects a negative or fractional product count', () => {
    expect(() => buildLargeCatalogue(-1)).toThrow(RangeError);
    expect(() => buildLargeCatalogue(2.5)).toThrow(RangeError);
  });
});
