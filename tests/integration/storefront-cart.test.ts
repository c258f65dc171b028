/**
 * The cart against the synced demo catalogue: what "Add to cart" accepts (re-checked against the
 * mirror, never the page), how lines merge and change, that a cart is only its owner's, and what
 * changing mode or following a table link does.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { findCart } from '@/lib/cart/cart-store';
import { cartCleanupJob } from '@/lib/cart/job';
import { editLineFromForm } from '@/lib/cart/edit-line';
import { loadPricedRows } from '@/lib/cart/load-cart';
import { switchMode } from '@/lib/cart/switch-mode';
import { getDb } from '@/lib/db';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { sandboxSuite } from '@/tests/support/suites';
import { resetShopSettings, variantFor } from '@/tests/support/shop';
import { getShopContext } from '@/lib/cart/shop-context';
import { readProductPage } from '@/lib/storefront/product';
import { setTestLocale } from '@/tests/support/next-intl-server';

installFakeRequest();

sandboxSuite({ shop: 'once' });

beforeEach(async () => {
  await getDb().cart.deleteMany();
  await resetShopSettings();
  resetFakeRequest();
});

async function add(unitId: number, fields: Record<string, string | number | Array<string | number>> = {}) {
  return addToCartFromForm(form({ variantId: await variantFor(unitId), quantity: 1, ...fields }));
}

const lines = async () => (await getShopContext()).cart?.lines ?? [];

describe('add to cart', () => {
  it('creates the cart on the first add and remembers it in the cookie, in the visitor’s mode', async () => {
    expect(await add(UNITS.adana, MILD)).toEqual({ ok: true, message: 'Added 1 × Adana Kebap (Porsiyon) to your cart.' });
    expect(fakeRequest.cart).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await getDb().cart.findUniqueOrThrow({ where: { id: fakeRequest.cart } })).toMatchObject({ mode: 'delivery' });
  });

  it('refuses to add while the shop is paused, with its message; while closed until later it adds, for then', async () => {
    await resetShopSettings({ paused: true, pausedMessage: 'Mutfak bakımda.' });
    expect(await add(UNITS.adana, MILD)).toEqual({ ok: false, message: 'Mutfak bakımda.' });
    expect(await lines()).toEqual([]);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    await getDb().shopSettings.update({ where: { id: 1 }, data: { paused: false, closedDates: JSON.stringify([today]) } });
    expect(await add(UNITS.adana, MILD)).toMatchObject({ ok: true });
    expect(await lines()).toHaveLength(1);
  });

  it('refuses a missing required choice, naming the group’s field', async () => {
    expect(await add(UNITS.adana)).toEqual({
      ok: false,
      message: 'Please check your choices.',
      fieldErrors: { 'group-1': ['Choose one.'] },
    });
    expect(await lines()).toEqual([]);
  });

  it('refuses a paid option staff never mapped, even when posted by hand', async () => {
    const result = await add(UNITS.tavukDurum, { 'group-1': 801, 'group-2': 811 });
    expect(result).toMatchObject({ ok: false, fieldErrors: { options: ['Ekstra kaşar is not available for delivery.'] } });
  });

  it('refuses a sold-out product, a variant that does not exist, and a quantity out of range', async () => {
    expect(await add(UNITS.kazandibi)).toEqual({ ok: false, message: 'Kazandibi is sold out.' });
    expect(await addToCartFromForm(form({ variantId: 987654, quantity: 1 }))).toEqual({
      ok: false,
      message: 'Sorry, this is no longer on the menu.',
    });
    expect(await add(UNITS.adana, { ...MILD, quantity: 0 })).toMatchObject({ ok: false, fieldErrors: { quantity: ['Add at least 1'] } });
    expect(await add(UNITS.adana, { ...MILD, quantity: 100 })).toMatchObject({ ok: false, fieldErrors: { quantity: ['Add at most 99'] } });
  });

  it('merges an identical line and keeps a line with other choices apart', async () => {
    await add(UNITS.adana, { ...MILD, quantity: 2 });
    await add(UNITS.adana, { ...MILD, quantity: 3 });
    await add(UNITS.adana, { 'group-1': 803 });
    expect((await lines()).map((l) => l.quantity)).toEqual([5, 1]);
  });

  it('will not put more in the cart than the website’s stock (Patlıcan Kebabı: 6)', async () => {
    expect(await add(UNITS.patlican, { quantity: 4 })).toMatchObject({ ok: true });
    expect(await add(UNITS.patlican, { quantity: 3 })).toEqual({
      ok: false,
      message: 'Only 6 of Patlıcan Kebabı left. Please lower the quantity.',
    });
    expect((await lines()).map((l) => l.quantity)).toEqual([4]);
  });

  it('takes a combo group’s several picks as counts, the same item twice included', async () => {
    const twoPlain = { [`combo-3-${UNITS.lahmacun}`]: 2, [`combo-3-${UNITS.aciliLahmacun}`]: 0, 'combo-4': UNITS.ayran };
    expect(await add(UNITS.lahmacunMenu, twoPlain)).toMatchObject({ ok: true });
    const tooMany = { [`combo-3-${UNITS.lahmacun}`]: 2, [`combo-3-${UNITS.aciliLahmacun}`]: 1, 'combo-4': UNITS.ayran };
    expect(await add(UNITS.lahmacunMenu, tooMany)).toMatchObject({ ok: false, fieldErrors: { 'combo-3': ['Choose 2.'] } });
    const { priced } = await loadPricedRows(await lines(), 'delivery');
    expect(priced.lines[0]?.pricing).toMatchObject({
      kind: 'combo',
      unitPriceMinor: 25_500,
      components: [
        { ref: { productUnitId: UNITS.lahmacun }, quantity: 2 },
        { ref: { productUnitId: UNITS.ayran }, quantity: 1 },
      ],
    });
  });
});

describe('changing lines', () => {
  it('steps the quantity, saves a note and removes a line', async () => {
    await add(UNITS.adana, MILD);
    const [line] = await lines();
    const edit = (fields: Record<string, string | number>) => editLineFromForm(form({ lineId: line?.id ?? 0, ...fields }));
    expect(await edit({ intent: 'decrease' })).toEqual({ ok: false, message: 'Use Remove to take it out of your cart.' });
    expect(await edit({ intent: 'increase' })).toEqual({ ok: true, message: 'Quantity 2.' });
    expect(await edit({ intent: 'note', note: '  az pişmiş ' })).toEqual({ ok: true, message: 'Note saved.' });
    expect(await lines()).toMatchObject([{ quantity: 2, note: 'az pişmiş' }]);
    expect(await edit({ intent: 'remove' })).toEqual({ ok: true, message: 'Removed from your cart.' });
    expect(await lines()).toEqual([]);
  });

  it('changes nothing in another visitor’s cart', async () => {
    await add(UNITS.adana, MILD);
    const [theirs] = await lines();
    resetFakeRequest();
    await add(UNITS.ayran);
    const result = await editLineFromForm(form({ lineId: theirs?.id ?? 0, intent: 'remove' }));
    expect(result).toEqual({ ok: false, message: 'That item is no longer in your cart.' });
    expect(await getDb().cartLine.count({ where: { id: theirs?.id } })).toBe(1);
  });
});

describe('modes and tables', () => {
  it('re-prices the cart when the mode changes (Adana Kebap 490 → 460 for pickup)', async () => {
    await add(UNITS.adana, MILD);
    expect((await loadPricedRows(await lines(), (await getShopContext()).mode)).priced.itemsMinor).toBe(49_000);
    expect(await switchMode({ mode: 'pickup' })).toEqual({ ok: true, message: 'Pickup selected: your cart now shows pickup prices.' });
    const context = await getShopContext();
    expect(context.mode).toBe('pickup');
    expect((await loadPricedRows(context.cart?.lines ?? [], context.mode)).priced.itemsMinor).toBe(46_000);
    expect(fakeRequest.mode).toBe('pickup');
  });

  it('enters a table by its id, shows its name and area, and refuses a table the POS does not have', async () => {
    expect(await switchMode({ mode: 'table', tableId: 101 })).toMatchObject({ ok: true });
    expect(await getShopContext()).toMatchObject({ mode: 'table', table: { id: 101, name: '1', areaName: 'Salon' } });
    expect(await switchMode({ mode: 'table', tableId: 999 })).toEqual({ ok: false, message: "We couldn't find that table." });
    expect((await getShopContext()).table?.id).toBe(101);
  });

  it('reads a table the POS removed as the default mode', async () => {
    await switchMode({ mode: 'table', tableId: 102 });
    await getDb().posTable.update({ where: { id: 102 }, data: { removedAt: new Date() } });
    try {
      expect(await getShopContext()).toMatchObject({ mode: 'delivery', table: null });
    } finally {
      await getDb().posTable.update({ where: { id: 102 }, data: { removedAt: null } });
    }
  });

  it('adds to a cart in table mode at table prices', async () => {
    await switchMode({ mode: 'table', tableId: 101 });
    await add(UNITS.adana, MILD);
    const context = await getShopContext();
    expect(await getDb().cart.findUniqueOrThrow({ where: { id: context.cart?.id } })).toMatchObject({ mode: 'table', tableId: 101 });
    expect((await loadPricedRows(context.cart?.lines ?? [], context.mode)).priced.itemsMinor).toBe(48_000);
  });
});

const NOTE_TOO_LONG = 'En fazla 140 karakter yazabilirsiniz';

describe('in Turkish, the default language', () => {
  beforeEach(() => setTestLocale('tr'));
  afterEach(() => setTestLocale('en'));

  it('adds, refuses and edits in Turkish', async () => {
    expect(await add(UNITS.adana)).toEqual({
      ok: false,
      message: 'Lütfen seçimlerinizi kontrol edin.',
      fieldErrors: { 'group-1': ['Birini seçin.'] },
    });
    expect(await add(UNITS.adana, { ...MILD, quantity: 0 })).toMatchObject({ fieldErrors: { quantity: ['En az 1 adet ekleyin'] } });
    expect(await add(UNITS.kazandibi)).toEqual({ ok: false, message: 'Kazandibi tükendi.' });
    expect(await add(UNITS.adana, MILD)).toEqual({ ok: true, message: '1 × Adana Kebap (Porsiyon) sepete eklendi.' });
    const [line] = await lines();
    const edit = (fields: Record<string, string | number>) => editLineFromForm(form({ lineId: line?.id ?? 0, ...fields }));
    expect(await edit({ intent: 'decrease' })).toEqual({ ok: false, message: 'Sepetten çıkarmak için Kaldır’a basın.' });
    expect(await edit({ intent: 'increase' })).toEqual({ ok: true, message: 'Adet: 2.' });
    // The add form's and the line editor's note share one schema; its bound is said with its value.
    const long = 'a'.repeat(141);
    expect(await add(UNITS.adana, { ...MILD, note: long })).toMatchObject({ ok: false, fieldErrors: { note: [NOTE_TOO_LONG] } });
    expect(await edit({ intent: 'note', note: long })).toMatchObject({
      ok: false,
      message: 'Lütfen işaretli alanları kontrol edin.',
      fieldErrors: { note: [NOTE_TOO_LONG] },
    });
  });

  it('says in Turkish what a change of mode means for the cart', async () => {
    expect(await switchMode({ mode: 'pickup' })).toEqual({ ok: true, message: 'Gel al seçildi.' });
    await add(UNITS.adana, MILD);
    expect(await switchMode({ mode: 'delivery' })).toEqual({
      ok: true,
      message: 'Paket servis seçildi: sepetinizde artık paket servis fiyatları gösteriliyor.',
    });
    expect(await switchMode({ mode: 'table', tableId: 999 })).toEqual({ ok: false, message: 'Bu masayı bulamadık.' });
  });

  it('writes a product page’s reasons in the language asked for, whatever the request’s', async () => {
    setTestLocale('en');
    expect((await readProductPage('kazandibi', 'delivery', 'tr'))?.variants.map((v) => [v.unavailable, v.soldOut])).toEqual([
      ['Tükendi', true],
    ]);
    expect((await readProductPage('kunefe', 'delivery', 'tr'))?.variants.map((v) => v.unavailable)).toEqual(['Paket serviste yok']);
    expect((await readProductPage('kunefe', 'delivery', 'en'))?.variants.map((v) => v.unavailable)).toEqual(['Not available for delivery']);
  });
});

describe('the product page', () => {
  it('prices each size in the mode, offers the required spice level and the ingredients, and withholds unmapped paid options', async () => {
    const delivery = await readProductPage('adana-kebap', 'delivery');
    expect(delivery?.variants.map((v) => [v.name, v.priceMinor, v.unavailable])).toEqual([
      ['Porsiyon', 49_000, null],
      ['1.5 Porsiyon', 70_000, null],
    ]);
    const config = delivery?.configs[delivery.variants[0]?.configKey ?? ''];
    expect(config?.groups.map((g) => [g.name, g.required, g.options.map((o) => o.name)])).toEqual([
      ['Acılık derecesi', 1, ['Acısız', 'Az acılı', 'Acılı']],
      ['Ekmek tercihi', 0, ['Lavaş', 'Tırnak pide', 'Ekmeksiz']],
    ]);
    expect(config?.withheld.map((w) => w.name)).toEqual(['Közlenmiş domates-biber']);
    expect(config?.exclusions.map((e) => e.name)).toEqual(['Acı sos', 'Domates', 'Maydanoz', 'Soğan']);
    expect((await readProductPage('adana-kebap', 'pickup'))?.variants.map((v) => v.priceMinor)).toEqual([46_000, 66_000]);
  });

  it('says why a size cannot be ordered, and leaves out a size the mode has no price for', async () => {
    expect((await readProductPage('kunefe', 'delivery'))?.variants.map((v) => v.unavailable)).toEqual(['Not available for delivery']);
    expect((await readProductPage('kazandibi', 'delivery'))?.variants.map((v) => v.unavailable)).toEqual(['Sold out']);
    expect((await readProductPage('karisik-izgara', 'pickup'))?.variants.map((v) => v.name)).toEqual(['Porsiyon']);
    expect(await readProductPage('no-such-dish', 'delivery')).toBeNull();
  });

  it('offers a menu’s combo groups with their items', async () => {
    const page = await readProductPage('durum-menu', 'delivery');
    const config = page?.configs[page.variants[0]?.configKey ?? ''];
    expect(config?.combo.map((g) => [g.name, g.selectableCount, g.items.length])).toEqual([
      ['Ana yemek', 1, 3],
      ['İçecek', 1, 3],
    ]);
  });
});

describe('idle carts', () => {
  it('the nightly job deletes, with their lines, the carts idle for longer than their cookie lives, and keeps the others', async () => {
    expect((await add(UNITS.adana, MILD)).ok).toBe(true);
    const idle = fakeRequest.cart ?? '';
    resetFakeRequest();
    expect((await add(UNITS.ayran)).ok).toBe(true);
    const recent = fakeRequest.cart ?? '';
    expect(idle).not.toBe('');
    expect(recent).not.toBe(idle);
    const now = new Date();
    const day = 24 * 60 * 60_000;
    await getDb().cart.update({ where: { id: idle }, data: { updatedAt: new Date(now.getTime() - 31 * day) } });
    await getDb().cart.update({ where: { id: recent }, data: { updatedAt: new Date(now.getTime() - 29 * day) } });

    await cartCleanupJob.run({ heartbeat: async () => true });

    expect(await findCart(idle)).toBeNull();
    expect(await getDb().cartLine.count({ where: { cartId: idle } })).toBe(0);
    expect((await findCart(recent))?.lines).toHaveLength(1);
  });
});
