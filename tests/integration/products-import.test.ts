/**
 * "Create own products from the POS catalogue": one own product per live, not-yet-mapped POS
 * product, in own categories named like the POS's, one mapped variant per live unit; idempotent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { setVariantMapping } from '@/lib/catalog/editing';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { listCategories, listProducts } from '@/lib/catalog/products';
import { getDb } from '@/lib/db';
import { withOwnDatabase } from '@/tests/support/own-database';
import { createOwnProduct, firstVariantId, resetToGrillHouse } from '@/tests/support/own-catalogue';

/** The variant id of a new own product with one variant. */
const ownVariant = async (name: string, variantName: string, category: string) =>
  firstVariantId(await createOwnProduct(name, variantName, category));

withOwnDatabase();

beforeEach(resetToGrillHouse);

describe('createOwnProductsFromPos', () => {
  it('creates one mapped product per POS product, with a variant per unit, in mirrored categories', async () => {
    const result = await createOwnProductsFromPos();
    expect(result).toEqual({ products: 6, variants: 8, categories: 3 });

    expect((await listCategories()).map((c) => [c.name, c.productCount])).toEqual([
      ['Kebaplar', 2],
      ['Tatlılar', 2],
      ['İçecekler', 2],
    ]);
    const products = await listProducts();
    const adana = products.find((p) => p.name === 'Adana Kebap');
    expect(adana?.slug).toBe('adana-kebap');
    expect(adana?.variants.map((v) => [v.name, v.mapping?.posProductUnitId, v.state.status])).toEqual([
      ['Porsiyon', 5040, 'mapped'],
      ['1.5 Porsiyon', 5041, 'mapped'],
    ]);
    expect(products.flatMap((p) => p.variants).every((v) => v.state.status === 'mapped')).toBe(true);
  });

  it('creates nothing new on a second click', async () => {
    await createOwnProductsFromPos();
    expect(await createOwnProductsFromPos()).toEqual({ products: 0, variants: 0, categories: 0 });
    expect(await getDb().product.count()).toBe(6);
  });

  it('skips POS products a variant already maps to, by unit or by code, and removed ones', async () => {
    await setVariantMapping(await ownVariant('Our Adana', 'Portion', 'Grill'), { posProductUnitId: null, posProductCode: 'ADN-001' });
    await setVariantMapping(await ownVariant('Tray', 'Big', 'Grill'), { posProductUnitId: 5055, posProductCode: null });
    await getDb().posProduct.update({ where: { id: 1070 }, data: { removedAt: new Date() } });

    const result = await createOwnProductsFromPos();
    expect(result.products).toBe(3);
    const names = (await listProducts()).map((p) => p.name).sort();
    expect(names).toEqual(['Kazandibi', 'Kola', 'Künefe', 'Our Adana', 'Tray']);
  });

  it('after a sync adds a POS product, creates only that one, without removed units', async () => {
    await createOwnProductsFromPos();
    const db = getDb();
    await db.posProduct.create({ data: { id: 1099, categoryId: 16, name: 'Şalgam', taxRate: 10, isStockFollow: false, position: 9 } });
    await db.posProductUnit.createMany({
      data: [
        { id: 5092, productId: 1099, name: 'Şişe', isDefault: true, position: 0 },
        { id: 5199, productId: 1099, name: 'Eski Boy', isDefault: false, position: 1, removedAt: new Date() },
      ],
    });

    expect(await createOwnProductsFromPos()).toEqual({ products: 1, variants: 1, categories: 0 });
    const salgam = (await listProducts({ q: 'salgam' }))[0];
    expect(salgam?.category.name).toBe('İçecekler');
    expect(salgam?.variants.map((v) => v.mapping?.posProductUnitId)).toEqual([5092]);
  });

  it('gives a created product a free slug when its name is taken', async () => {
    await ownVariant('Kola', 'Can', 'Drinks');
    await createOwnProductsFromPos();
    expect((await listProducts({ q: 'kola' })).map((p) => p.slug).sort()).toEqual(['kola', 'kola-2']);
  });
});
