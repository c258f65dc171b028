/**
 * Own content in the visitor's language (issue 14, docs/decisions/225): the menu, the product page
 * and the cart's lines read the names and descriptions staff wrote in a language, and fall back to
 * the Turkish ones wherever staff wrote none. The slug stays one per product.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { loadPricedRows, loadVariantFacts } from '@/lib/cart/load-cart';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { readMenu, type Menu } from '@/lib/catalog/menu';
import { getDb } from '@/lib/db';
import { readProductPage } from '@/lib/storefront/product';
import { withOwnDatabase } from '@/tests/support/own-database';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { resetToGrillHouse } from '@/tests/support/own-catalogue';

withOwnDatabase();

let adana: { id: number; categoryId: number; variantIds: number[] };

beforeEach(async () => {
  await resetToGrillHouse();
  await createOwnProductsFromPos();
  const db = getDb();
  const product = await db.product.findUniqueOrThrow({
    where: { slug: 'adana-kebap' },
    include: { variants: { orderBy: { position: 'asc' } } },
  });
  adana = { id: product.id, categoryId: product.categoryId, variantIds: product.variants.map((v) => v.id) };
  await db.product.update({ where: { id: product.id }, data: { description: 'Zırh kıyması, közde.' } });
  await db.productTranslation.create({
    data: { productId: product.id, locale: 'en', name: 'Adana Kebab', description: 'Hand-minced lamb off the charcoal grill.' },
  });
  await db.categoryTranslation.create({ data: { categoryId: product.categoryId, locale: 'en', name: 'Kebabs' } });
  const [portion] = adana.variantIds;
  if (portion !== undefined) await db.variantTranslation.create({ data: { variantId: portion, locale: 'en', name: 'Portion' } });
});

const categoryOf = (menu: Menu, productId: number) => menu.categories.find((c) => c.products.some((p) => p.id === productId));
const productOf = (menu: Menu, productId: number) => categoryOf(menu, productId)?.products.find((p) => p.id === productId);

describe('the menu in a language', () => {
  it('shows the English names and description staff wrote, on the English menu only', async () => {
    const english = await readMenu('delivery', 'en');
    expect(english.locale).toBe('en');
    expect(categoryOf(english, adana.id)?.name).toBe('Kebabs');
    expect(productOf(english, adana.id)).toMatchObject({
      name: 'Adana Kebab',
      slug: 'adana-kebap',
      description: 'Hand-minced lamb off the charcoal grill.',
    });
    expect(productOf(english, adana.id)?.variants.map((v) => v.name)).toEqual(['Portion', '1.5 Porsiyon']);

    const turkish = await readMenu('delivery', 'tr');
    expect(categoryOf(turkish, adana.id)?.name).toBe('Kebaplar');
    expect(productOf(turkish, adana.id)).toMatchObject({ name: 'Adana Kebap', description: 'Zırh kıyması, közde.' });
    expect(productOf(turkish, adana.id)?.variants.map((v) => v.name)).toEqual(['Porsiyon', '1.5 Porsiyon']);
  });

  it('falls back to Turkish wherever staff wrote nothing in English, an empty text included', async () => {
    await getDb().productTranslation.update({
      where: { productId_locale: { productId: adana.id, locale: 'en' } },
      data: { name: '  ', description: 'Only the description is English.' },
    });
    const english = await readMenu('delivery', 'en');
    expect(productOf(english, adana.id)).toMatchObject({ name: 'Adana Kebap', description: 'Only the description is English.' });
    const others = english.categories.flatMap((c) => c.products).filter((p) => p.id !== adana.id);
    const turkishNames = (await readMenu('delivery', 'tr')).categories.flatMap((c) => c.products).filter((p) => p.id !== adana.id);
    expect(others.map((p) => p.name)).toEqual(turkishNames.map((p) => p.name));
  });
});

describe('the product page and the cart in a language', () => {
  it('reads the English product page at the same slug', async () => {
    const page = await readProductPage('adana-kebap', 'delivery', 'en');
    expect(page).toMatchObject({ name: 'Adana Kebab', description: 'Hand-minced lamb off the charcoal grill.' });
    expect(page?.variants.map((v) => v.name)).toEqual(['Portion', '1.5 Porsiyon']);
    expect((await readProductPage('adana-kebap', 'delivery', 'tr'))?.name).toBe('Adana Kebap');
  });

  it('names cart lines in the visitor’s language: the request’s, or the one asked for', async () => {
    const [portion = 0] = adana.variantIds;
    const rows = [{ id: 1, variantId: portion, quantity: 1, note: '', options: '' }];
    expect((await loadVariantFacts([portion], 'en')).get(portion)).toMatchObject({ productName: 'Adana Kebab', variantName: 'Portion' });
    setTestLocale('tr');
    try {
      const { priced } = await loadPricedRows(rows, 'delivery');
      expect(priced.lines.map((line) => line.name)).toEqual(['Adana Kebap (Porsiyon)']);
    } finally {
      setTestLocale('en');
    }
    const { priced } = await loadPricedRows(rows, 'delivery');
    expect(priced.lines.map((line) => line.name)).toEqual(['Adana Kebab (Portion)']);
  });
});
