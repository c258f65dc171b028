/**
 * "Create own products from the POS catalogue": one own product per live, not-yet-mapped POS
 * product, in own categories named like the POS's, one mapped variant per live unit; idempotent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct, setVariantMapping } from '@/lib/catalog/editing';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { listCategories, listProducts } from '@/lib/catalog/products';
import { getDb } from '@/lib/db';
import { resetCatalogue, withOwnDatabase } from '@/tests/support/database';
import { grillHouse } from '@/tests/support/fixtures/grill-house';
import { writeMirror } from '@/tests/support/mirror';

/** An own product with one variant, in a (new or existing) category; returns its variant id. */
async function ownProduct(name: string, variantName: string, category: string): Promise<number> {
  const created = await createProduct({
    name,
    variantName,
    newCategory: category,
    slug: undefined,
    categoryId: undefined,
    description: '',
    position: 0,
    visible: true,
  });
  const variant = await getDb().productVariant.findFirstOrThrow({ where: { productId: created.id } });
  return variant.id;
}

withOwnDatabase();

beforeEach(async () => {
  await resetCatalogue();
  await writeMirror(grillHouse());
});

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
    await setVariantMapping(await ownProduct('Our Adana', 'Portion', 'Grill'), { posProductUnitId: null, posProductCode: 'ADN-001' });
    await setVariantMapping(await ownProduct('Tray', 'Big', 'Grill'), { posProductUnitId: 5055, posProductCode: null });
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
    await ownProduct('Kola', 'Can', 'Drinks');
    await createOwnProductsFromPos();
    expect((await listProducts({ q: 'kola' })).map((p) => p.slug).sort()).toEqual(['kola', 'kola-2']);
  });
});
