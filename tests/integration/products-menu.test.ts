/**
 * The public menu reader: visible own products whose variants are mapped and priced in the
 * service mode's list, with POS prices per mode and sold-out from web stock or inactive rows.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createOwnProductsFromPos } from '@/lib/catalog/import-from-pos';
import { nextSnoozeEnd, readMenu, withoutSnoozed, type Menu, type MenuProduct } from '@/lib/catalog/menu';
import { getDb } from '@/lib/db';
import { withOwnDatabase } from '@/tests/support/own-database';
import { resetToGrillHouse } from '@/tests/support/own-catalogue';

function productNamed(menu: Menu, name: string): MenuProduct | undefined {
  return menu.categories.flatMap((c) => c.products).find((p) => p.name === name);
}

function prices(menu: Menu, name: string): Array<[string, number, boolean]> | undefined {
  return productNamed(menu, name)?.variants.map((v) => [v.name, v.priceMinor, v.soldOut]);
}

withOwnDatabase();

beforeEach(async () => {
  await resetToGrillHouse();
  await createOwnProductsFromPos();
});

describe('readMenu', () => {
  it('prices each variant from the mode’s price list: delivery 3, pickup 5, table 1', async () => {
    expect(prices(await readMenu('delivery'), 'Adana Kebap')).toEqual([
      ['Porsiyon', 49_000, false],
      ['1.5 Porsiyon', 70_000, false],
    ]);
    expect(prices(await readMenu('pickup'), 'Adana Kebap')).toEqual([
      ['Porsiyon', 46_000, false],
      ['1.5 Porsiyon', 66_000, false],
    ]);
    expect(prices(await readMenu('table'), 'Adana Kebap')).toEqual([
      ['Porsiyon', 48_000, false],
      ['1.5 Porsiyon', 69_000, false],
    ]);
  });

  it('leaves out variants without a price row in that mode', async () => {
    expect(prices(await readMenu('delivery'), 'Karışık Izgara')).toEqual([
      ['Porsiyon', 86_000, false],
      ['Parti Tepsisi (6 Kişilik)', 390_000, false],
    ]);
    expect(prices(await readMenu('pickup'), 'Karışık Izgara')).toEqual([['Porsiyon', 83_000, false]]);
  });

  it('shows a variant whose price row is inactive as sold out in that mode only', async () => {
    expect(productNamed(await readMenu('delivery'), 'Künefe')).toMatchObject({ soldOut: true, fromPriceMinor: 27_000 });
    expect(productNamed(await readMenu('pickup'), 'Künefe')).toMatchObject({ soldOut: false, fromPriceMinor: 25_000 });
  });

  it('marks a stock-followed product with zero web stock sold out, and one with stock available', async () => {
    const menu = await readMenu('delivery');
    expect(productNamed(menu, 'Kazandibi')).toMatchObject({ soldOut: true });
    expect(productNamed(menu, 'Kola')).toMatchObject({ soldOut: false });
  });

  it('reads web stock from the channel the shop settings name', async () => {
    await getDb().shopSettings.create({ data: { id: 1, webSalesChannel: 'Salon' } });
    expect(productNamed(await readMenu('delivery'), 'Kazandibi')).toMatchObject({ soldOut: false });
  });

  it('prices "from" the cheapest variant on sale', async () => {
    expect(productNamed(await readMenu('delivery'), 'Adana Kebap')?.fromPriceMinor).toBe(49_000);
  });

  it('keeps categories and products in their own order, with the POS unit each variant orders', async () => {
    const menu = await readMenu('delivery');
    expect(menu.categories.map((c) => c.name)).toEqual(['Kebaplar', 'Tatlılar', 'İçecekler']);
    expect(productNamed(menu, 'Adana Kebap')?.variants[0]).toMatchObject({ productUnitId: 5040, productCode: null });
  });

  it('orders categories and products of equal position by the Turkish alphabet, not byte by byte', async () => {
    const db = getDb();
    await db.category.updateMany({ data: { position: 0 } });
    await db.product.updateMany({ data: { position: 0 } });
    await db.category.updateMany({ where: { name: 'Tatlılar' }, data: { name: 'Çorbalar ve Tatlılar' } });
    // Two dishes of a category under names a byte order sorts the other way round (Z < Ç < İ in bytes).
    const rename = async (category: string, names: [string, string]) => {
      const shown = (await readMenu('delivery')).categories.find((c) => c.name === category)?.products ?? [];
      for (const [index, product] of shown.slice(0, 2).entries())
        await db.product.update({ where: { id: product.id }, data: { name: names[index] } });
    };
    await rename('Kebaplar', ['Zeytinyağlı Dolma', 'İskender']);
    await rename('İçecekler', ['Ispanak Suyu', 'Çay']);

    const menu = await readMenu('delivery');
    expect(menu.categories.map((c) => c.name)).toEqual(['Çorbalar ve Tatlılar', 'İçecekler', 'Kebaplar']);
    const renamed = ['İskender', 'Zeytinyağlı Dolma', 'Çay', 'Ispanak Suyu'];
    const names = (category: string) =>
      menu.categories.find((c) => c.name === category)?.products.flatMap((p) => (renamed.includes(p.name) ? [p.name] : [])) ?? [];
    expect(names('Kebaplar')).toEqual(['İskender', 'Zeytinyağlı Dolma']);
    expect(names('İçecekler')).toEqual(['Çay', 'Ispanak Suyu']);
  });

  it('leaves out hidden products, hidden categories, and unmapped or stale variants', async () => {
    const db = getDb();
    await db.product.updateMany({ where: { name: 'Ayran' }, data: { visible: false } });
    await db.category.updateMany({ where: { name: 'Tatlılar' }, data: { visible: false } });
    await db.posProductUnit.update({ where: { id: 5041 }, data: { removedAt: new Date() } });
    await db.productMapping.deleteMany({ where: { posProductUnitId: 5054 } });

    const menu = await readMenu('delivery');
    expect(menu.categories.map((c) => c.name)).toEqual(['Kebaplar', 'İçecekler']);
    expect(productNamed(menu, 'Ayran')).toBeUndefined();
    expect(prices(menu, 'Adana Kebap')).toEqual([['Porsiyon', 49_000, false]]);
    expect(prices(menu, 'Karışık Izgara')).toEqual([['Parti Tepsisi (6 Kişilik)', 390_000, false]]);
  });

  it('drops a product left with no sellable variant, and an emptied category', async () => {
    await getDb().posProduct.updateMany({ where: { id: { in: [1070, 1073] } }, data: { removedAt: new Date() } });
    const menu = await readMenu('delivery');
    expect(menu.categories.map((c) => c.name)).toEqual(['Kebaplar', 'Tatlılar']);
  });
});

describe('withoutSnoozed', () => {
  it('hides products snoozed until later and shows them again once the time has passed', async () => {
    const until = new Date('2030-01-01T12:00:00Z');
    await getDb().product.updateMany({ where: { name: { in: ['Ayran', 'Kola'] } }, data: { snoozedUntil: until } });
    const menu = await readMenu('delivery');

    const during = withoutSnoozed(menu, new Date('2030-01-01T11:59:00Z'));
    expect(during.categories.map((c) => c.name)).toEqual(['Kebaplar', 'Tatlılar']);
    const after = withoutSnoozed(menu, new Date('2030-01-01T12:00:00Z'));
    expect(productNamed(after, 'Ayran')).toBeDefined();
  });
});

describe('nextSnoozeEnd', () => {
  it('is when the first product still snoozed comes back, and null once none is', async () => {
    await getDb().product.updateMany({ where: { name: 'Ayran' }, data: { snoozedUntil: new Date('2030-01-01T12:00:00Z') } });
    await getDb().product.updateMany({ where: { name: 'Kola' }, data: { snoozedUntil: new Date('2030-01-01T09:30:00Z') } });
    const menu = await readMenu('delivery');
    expect(nextSnoozeEnd(menu, new Date('2030-01-01T09:00:00Z'))).toEqual(new Date('2030-01-01T09:30:00Z'));
    expect(nextSnoozeEnd(menu, new Date('2030-01-01T09:30:00Z'))).toEqual(new Date('2030-01-01T12:00:00Z'));
    expect(nextSnoozeEnd(menu, new Date('2030-01-01T12:00:00Z'))).toBeNull();
  });
});
