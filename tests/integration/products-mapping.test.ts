/**
 * Own products and their mapping states against the mirror in the worker's database:
 * mapped / unmapped / stale / noPrice / inactive, mapping edits validated against the mirror,
 * slugs, variants and the staff list's search and filters.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { addVariant, clearVariantMapping, deleteVariant, setVariantMapping, updateProduct } from '@/lib/catalog/editing';
import { getProduct, listCategories, listProducts } from '@/lib/catalog/products';
import { getDb } from '@/lib/db';
import { withOwnDatabase } from '@/tests/support/own-database';
import { createOwnProduct, firstVariantId, resetToGrillHouse } from '@/tests/support/own-catalogue';

const base = { description: '', position: 0, visible: true, slug: undefined, categoryId: undefined };

async function stateOf(productId: number) {
  return (await getProduct(productId))?.variants[0]?.state;
}

withOwnDatabase();

beforeEach(resetToGrillHouse);

describe('mapping states computed from the mirror', () => {
  it('a new variant is unmapped', async () => {
    const id = await createOwnProduct('Adana');
    expect(await stateOf(id)).toEqual({ status: 'unmapped' });
  });

  it('a variant mapped to a live unit is mapped, with its price per mode', async () => {
    const id = await createOwnProduct('Adana');
    expect(await setVariantMapping(await firstVariantId(id), { posProductUnitId: 5040, posProductCode: null })).toMatchObject({ ok: true });
    expect(await stateOf(id)).toMatchObject({
      status: 'mapped',
      unitId: 5040,
      modes: {
        delivery: { kind: 'price', priceMinor: 49_000 },
        pickup: { kind: 'price', priceMinor: 46_000 },
        table: { kind: 'price', priceMinor: 48_000 },
      },
    });
  });

  it('a unit without a pickup or table row has noPrice there', async () => {
    const id = await createOwnProduct('Party tray');
    await setVariantMapping(await firstVariantId(id), { posProductUnitId: 5055, posProductCode: null });
    expect(await stateOf(id)).toMatchObject({
      status: 'mapped',
      modes: { delivery: { kind: 'price', priceMinor: 390_000 }, pickup: { kind: 'noPrice' }, table: { kind: 'noPrice' } },
    });
  });

  it('a unit whose delivery row is not active is inactive for delivery', async () => {
    const id = await createOwnProduct('Künefe');
    await setVariantMapping(await firstVariantId(id), { posProductUnitId: 5080, posProductCode: null });
    expect(await stateOf(id)).toMatchObject({ modes: { delivery: { kind: 'inactive' }, pickup: { kind: 'price', priceMinor: 25_000 } } });
  });

  it('becomes stale when the sync marks the POS unit or its product removed', async () => {
    const db = getDb();
    const unitMapped = await createOwnProduct('Adana big');
    await setVariantMapping(await firstVariantId(unitMapped), { posProductUnitId: 5041, posProductCode: null });
    const productMapped = await createOwnProduct('Ayran', 'Bottle', 'Drinks');
    await setVariantMapping(await firstVariantId(productMapped), { posProductUnitId: 5090, posProductCode: null });

    await db.posProductUnit.update({ where: { id: 5041 }, data: { removedAt: new Date() } });
    await db.posProduct.update({ where: { id: 1070 }, data: { removedAt: new Date() } });

    expect(await stateOf(unitMapped)).toMatchObject({ status: 'stale', reason: expect.stringContaining('removed') });
    expect(await stateOf(productMapped)).toMatchObject({ status: 'stale', reason: expect.stringContaining('Ayran') });
  });

  it('a product-code mapping resolves to the default unit and goes stale when the code disappears', async () => {
    const id = await createOwnProduct('Adana by code');
    expect(await setVariantMapping(await firstVariantId(id), { posProductUnitId: null, posProductCode: 'ADN-001' })).toMatchObject({
      ok: true,
    });
    expect(await stateOf(id)).toMatchObject({ status: 'mapped', via: 'code', unitId: 5040 });

    await getDb().posProduct.update({ where: { id: 1020 }, data: { code: 'ADN-002' } });
    expect(await stateOf(id)).toMatchObject({ status: 'stale', reason: expect.stringContaining('ADN-001') });
  });

  it('clearing a mapping makes the variant unmapped again', async () => {
    const id = await createOwnProduct('Adana');
    const variantId = await firstVariantId(id);
    await setVariantMapping(variantId, { posProductUnitId: 5040, posProductCode: null });
    await clearVariantMapping(variantId);
    expect(await stateOf(id)).toEqual({ status: 'unmapped' });
  });
});

describe('mapping edits are validated against the mirror', () => {
  it('refuses a removed unit with a message naming it, and keeps the old mapping', async () => {
    const id = await createOwnProduct('Adana');
    const variantId = await firstVariantId(id);
    await setVariantMapping(variantId, { posProductUnitId: 5040, posProductCode: null });
    await getDb().posProductUnit.update({ where: { id: 5041 }, data: { removedAt: new Date() } });

    const result = await setVariantMapping(variantId, { posProductUnitId: 5041, posProductCode: null });
    expect(result.ok).toBe(false);
    expect(result.fieldErrors?.unitId?.[0]).toMatch(/Adana Kebap – 1\.5 Porsiyon.*removed from the POS/);
    expect(await stateOf(id)).toMatchObject({ status: 'mapped', unitId: 5040 });
  });

  it('refuses a unit id the mirror does not know and a code no product has', async () => {
    const variantId = await firstVariantId(await createOwnProduct('Adana'));
    expect((await setVariantMapping(variantId, { posProductUnitId: 777, posProductCode: null })).fieldErrors?.unitId?.[0]).toContain('777');
    expect(
      (await setVariantMapping(variantId, { posProductUnitId: null, posProductCode: 'adn-001' })).fieldErrors?.productCode?.[0],
    ).toMatch(/No POS product has the code “adn-001”/);
  });
});

describe('products, slugs and variants', () => {
  it('makes a slug from the name, unique across products', async () => {
    const a = await getProduct(await createOwnProduct('Kuzu Şiş'));
    const b = await getProduct(await createOwnProduct('Kuzu Şiş'));
    expect([a?.slug, b?.slug]).toEqual(['kuzu-sis', 'kuzu-sis-2']);
  });

  it('refuses a slug another product uses, naming that product', async () => {
    await createOwnProduct('Adana');
    const id = await createOwnProduct('Urfa');
    const category = (await listCategories())[0];
    const result = await updateProduct(id, { ...base, name: 'Urfa', slug: 'adana', categoryId: category?.id, newCategory: undefined });
    expect(result).toMatchObject({ ok: false, fieldErrors: { slug: ['“Adana” already uses this slug; choose another'] } });
  });

  it('reuses an existing category when a new one of the same name is typed', async () => {
    await createOwnProduct('Adana', 'Porsiyon', 'Kebaplar');
    await createOwnProduct('Urfa', 'Porsiyon', 'kebaplar');
    expect((await listCategories()).map((c) => [c.name, c.productCount])).toEqual([['Kebaplar', 2]]);
  });

  it('adds variants, and never deletes the last one', async () => {
    const id = await createOwnProduct('Adana');
    const added = await addVariant(id, '1.5 Porsiyon', 1);
    expect(added.ok).toBe(true);
    expect((await getProduct(id))?.variants.map((v) => v.name)).toEqual(['Porsiyon', '1.5 Porsiyon']);
    expect(await deleteVariant(added.id ?? 0)).toMatchObject({ ok: true });
    expect(await deleteVariant(await firstVariantId(id))).toMatchObject({
      ok: false,
      message: expect.stringContaining('at least one variant'),
    });
  });
});

describe('the staff list: search and filters', () => {
  async function setup() {
    const adana = await createOwnProduct('Adana Kebap');
    await setVariantMapping(await firstVariantId(adana), { posProductUnitId: 5040, posProductCode: null });
    const kunefe = await createOwnProduct('Künefe', 'Porsiyon', 'Tatlılar');
    await setVariantMapping(await firstVariantId(kunefe), { posProductUnitId: 5080, posProductCode: null });
    const lonely = await createOwnProduct('İçli Köfte');
    const gone = await createOwnProduct('Eski Ayran', 'Şişe', 'Tatlılar');
    await setVariantMapping(await firstVariantId(gone), { posProductUnitId: 5090, posProductCode: null });
    await getDb().posProduct.update({ where: { id: 1070 }, data: { removedAt: new Date() } });
    return { adana, kunefe, lonely, gone };
  }

  const names = (list: Array<{ name: string }>) => list.map((p) => p.name).sort();

  it('finds products by name regardless of Turkish letters and case', async () => {
    await setup();
    expect(names(await listProducts({ q: 'kunefe' }))).toEqual(['Künefe']);
    expect(names(await listProducts({ q: 'ICLI' }))).toEqual(['İçli Köfte']);
  });

  it('filters by mapping state', async () => {
    await setup();
    expect(names(await listProducts({ state: 'mapped' }))).toEqual(['Adana Kebap']);
    expect(names(await listProducts({ state: 'unmapped' }))).toEqual(['İçli Köfte']);
    expect(names(await listProducts({ state: 'stale' }))).toEqual(['Eski Ayran']);
    expect(names(await listProducts({ state: 'price' }))).toEqual(['Künefe']);
  });

  it('filters by category', async () => {
    await setup();
    const sweets = (await listCategories()).find((c) => c.name === 'Tatlılar');
    expect(names(await listProducts({ categoryId: sweets?.id }))).toEqual(['Eski Ayran', 'Künefe']);
  });
});
