/**
 * Issue 20, finding 7: carts could be flooded. A client that sends no cookie starts a new cart with
 * every add to cart (828 in 10 s), and one cart took 300 lines. New carts are now limited per
 * client address (a shop setting, counted in the database) and lines per cart (MAX_CART_LINES);
 * an add over either limit is refused in words and changes nothing. The site's add-to-cart code
 * runs behind the front door in a real node:http server on 127.0.0.1 (tests/support/site-http.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { getDb } from '@/lib/db';
import { MAX_CART_LINES } from '@/lib/limits/flood';
import { saveShopSettings } from '@/lib/settings/shop';
import { DEMO_UNITS as UNITS } from '@/tests/support/fixtures/demo-units';
import type { RouteServer } from '@/tests/support/route-server';
import { variantFor } from '@/tests/support/shop';
import { serveSite, SiteBrowser } from '@/tests/support/site-http';
import { sandboxSuite } from '@/tests/support/suites';

sandboxSuite({ shop: 'each' });
let site: RouteServer;

beforeAll(async () => {
  site = await serveSite({ 'POST /cart': (form) => addToCartFromForm(form) }, ['loopback']);
});
afterAll(() => site.close());

type Answer = { ok: boolean; message?: string };

/** An Ayran added by a client that keeps no cookie: every add asks for a new cart. */
async function addWithoutCookies(address?: string): Promise<Answer> {
  const script = new SiteBrowser(site.url, { keepCookies: false, ...(address ? { forwardedFor: address } : {}) });
  return script.send<Answer>('/cart', { variantId: await variantFor(UNITS.ayran), quantity: 1 });
}

describe('a cart flood', () => {
  it('with the default limit, 60 adds at once from one cookie-less client start 30 carts, and the rest are told why', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => addWithoutCookies()));
    expect(answers.filter((a) => a.ok)).toHaveLength(30);
    expect(await getDb().cart.count()).toBe(30);
    expect(new Set(answers.filter((a) => !a.ok).map((a) => a.message))).toEqual(
      new Set([
        'Your internet connection has reached our limit of 30 new carts an hour. Please try again in 1 hour. ' +
          'If you see this after adding only a few items, please allow cookies for this site: the cart needs one.',
      ]),
    );
  });

  it('follows the setting, per client address: another address still starts its cart', async () => {
    await saveShopSettings({ newCartLimitPerAddress: 3, limitWindowMinutes: 10 });
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await addWithoutCookies('198.51.100.7'));
    expect(answers.map((a) => a.ok)).toEqual([true, true, true, false, false]);
    expect(answers[4]?.message).toMatch(
      /^Your internet connection has reached our limit of 3 new carts every 10 minutes\. Please try again in 10 minutes\./,
    );
    expect(await getDb().cart.count()).toBe(3);
    expect(await addWithoutCookies('198.51.100.8')).toMatchObject({ ok: true });
  });

  it(`keeps one cart to ${MAX_CART_LINES} lines: a new line past them is refused and the cart is unchanged, more of a line in it still goes`, async () => {
    const browser = new SiteBrowser(site.url);
    const ayran = await variantFor(UNITS.ayran);
    const answers: Answer[] = [];
    // A different note makes a different line (identical lines merge).
    for (let i = 1; i <= MAX_CART_LINES + 10; i += 1)
      answers.push(await browser.send<Answer>('/cart', { variantId: ayran, quantity: 1, note: `line ${i}` }));
    expect(answers.filter((a) => a.ok)).toHaveLength(MAX_CART_LINES);
    expect(answers.at(-1)).toEqual({
      ok: false,
      message:
        'Your cart already holds 50 different items, the most one order can take. Please place this order first, or change the quantity of an item already in your cart.',
    });
    const lines = () => getDb().cartLine.findMany({ orderBy: { id: 'asc' }, select: { note: true, quantity: true } });
    const before = await lines();
    expect(before).toHaveLength(MAX_CART_LINES);
    expect(await browser.send<Answer>('/cart', { variantId: ayran, quantity: 1, note: 'one more' })).toMatchObject({ ok: false });
    expect(await lines()).toEqual(before);
    expect(await browser.send<Answer>('/cart', { variantId: ayran, quantity: 2, note: 'line 1' })).toMatchObject({ ok: true });
    expect((await lines())[0]).toEqual({ note: 'line 1', quantity: 3 });
  });
});
