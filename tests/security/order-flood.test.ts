/**
 * Issue 20, finding 6: orders could be flooded. 472 cash orders from one address and one phone in
 * 20 s all reached the POS, and the checkout key was any UUID the client picked. Here the site's
 * add-to-cart, checkout page key and place-order code run behind the production server's front
 * door in a real node:http server on 127.0.0.1 (tests/support/site-http.ts), browsers and scripts
 * talk to it over HTTP, and what reached the POS is read from the sandbox's order list over HTTP.
 * The limits are shop settings (docs/decisions/135); the front door trusts loopback here, so a
 * test can play clients at other addresses with X-Forwarded-For.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { getShopContext } from '@/lib/cart/shop-context';
import { issueCheckoutKey } from '@/lib/checkout/idempotency';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { getDb } from '@/lib/db';
import { saveShopSettings } from '@/lib/settings/shop';
import { AYSE } from '@/tests/support/fixtures/customer';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import type { RouteServer } from '@/tests/support/route-server';
import { variantFor } from '@/tests/support/shop';
import { serveSite, SiteBrowser } from '@/tests/support/site-http';
import { sandboxSuite } from '@/tests/support/suites';

const suite = sandboxSuite({ shop: 'each' });
let site: RouteServer;

beforeAll(async () => {
  site = await serveSite(
    {
      'POST /cart': (form) => addToCartFromForm(form),
      // The checkout page's hidden field: a key for the visitor's cart.
      'GET /checkout': async () => {
        const { cart } = await getShopContext();
        return { key: cart ? await issueCheckoutKey(cart.id) : null };
      },
      'POST /checkout': (form) => placeOrderFromForm(form, { client: suite.sandbox.client }),
    },
    ['loopback'],
  );
});
afterAll(() => site.close());

let posOrdersBefore: Set<number>;
beforeEach(async () => {
  posOrdersBefore = new Set((await suite.sandbox.allOrders()).map((o) => o.id));
});

/** The orders the POS received since the test began, read from the sandbox over HTTP. */
async function newPosOrders() {
  return (await suite.sandbox.allOrders()).filter((o) => !posOrdersBefore.has(o.id));
}

type Placed =
  | { placed: true; publicId: string }
  | { placed: false; state: { message?: string; fieldErrors?: Record<string, string[]>; values?: Record<string, string> } };

const CUSTOMER = { ...AYSE, addressDescription: '', paymentMethodId: 1 };
const phone = (i: number) => `0532 100 ${String(10 + Math.floor(i / 100)).padStart(2, '0')} ${String(i % 100).padStart(2, '0')}`;

/** A browser at `address` (X-Forwarded-For from the trusted proxy; none: 127.0.0.1) with Adana Kebap in its cart. */
async function shopper(address?: string): Promise<SiteBrowser> {
  const browser = new SiteBrowser(site.url, address ? { forwardedFor: address } : {});
  const added = await browser.send('/cart', { variantId: await variantFor(UNITS.adana), quantity: 1, ...MILD });
  expect(added).toMatchObject({ ok: true });
  return browser;
}

/** Opens the checkout page (its key) and places the order with these fields. */
async function checkout(browser: SiteBrowser, fields: Record<string, string | number> = {}): Promise<Placed> {
  const { key } = await browser.send<{ key: string | null }>('/checkout');
  return browser.send<Placed>('/checkout', { ...CUSTOMER, idempotencyKey: key ?? '', ...fields });
}

const placed = (results: Placed[]) => results.filter((r) => r.placed).length;
const refusals = (results: Placed[]) => results.flatMap((r) => (r.placed ? [] : [r.state]));

describe('an order flood', () => {
  it('with the default limits, 25 orders fired at once from one address and one phone put at most 10 in the POS', async () => {
    const browsers = await Promise.all(Array.from({ length: 25 }, () => shopper()));
    const results = await Promise.all(browsers.map((browser) => checkout(browser)));
    expect(placed(results)).toBe(10);
    expect(await newPosOrders()).toHaveLength(10);
    expect(await getDb().webOrder.count()).toBe(10);
    for (const state of refusals(results)) {
      expect(state.message).toBe(
        'This phone number has reached our limit of 10 orders an hour, so this order was not sent. Please try again in 1 hour, or call the restaurant.',
      );
    }
  });

  it('from one address, with a new cart and a new phone each time, stops at the per-address limit and says so', async () => {
    await saveShopSettings({ orderLimitPerAddress: 5 });
    const browsers = await Promise.all(Array.from({ length: 16 }, () => shopper()));
    const results = await Promise.all(browsers.map((browser, i) => checkout(browser, { phone: phone(i) })));
    expect(placed(results)).toBe(5);
    expect(await newPosOrders()).toHaveLength(5);
    const refused = refusals(results);
    expect(new Set(refused.map((state) => state.message))).toEqual(
      new Set([
        'Your internet connection has reached our limit of 5 orders an hour, so this order was not sent. Please try again in 1 hour, or call the restaurant.',
      ]),
    );
    // Nothing of the form is lost: the fields come back as typed.
    expect(refused[0]?.values).toMatchObject({ firstName: 'Ayşe', surname: 'Yılmaz', address: 'Moda Cad. No: 12', district: 'Kadıköy' });
    // Another client is not held up by this one.
    expect(await checkout(await shopper('198.51.100.9'), { phone: phone(99) })).toMatchObject({ placed: true });
  });

  it('for one phone, from many addresses and carts, stops at the per-phone limit and marks the phone field', async () => {
    await saveShopSettings({ orderLimitPerPhone: 3 });
    const browsers = await Promise.all(Array.from({ length: 10 }, (_, i) => shopper(`203.0.113.${i + 1}`)));
    const results = await Promise.all(browsers.map((browser) => checkout(browser)));
    expect(placed(results)).toBe(3);
    expect(await newPosOrders()).toHaveLength(3);
    const message =
      'This phone number has reached our limit of 3 orders an hour, so this order was not sent. Please try again in 1 hour, or call the restaurant.';
    for (const state of refusals(results))
      expect(state).toMatchObject({ message, fieldErrors: { phone: [message] }, values: { phone: AYSE.phone } });
  });

  it('from one cart, placing again and again under new phones, stops at the per-cart limit and keeps the cart', async () => {
    await saveShopSettings({ orderLimitPerCart: 2, limitWindowMinutes: 30 });
    const browser = await shopper();
    expect(await checkout(browser, { phone: phone(1) })).toMatchObject({ placed: true });
    await browser.send('/cart', { variantId: await variantFor(UNITS.adana), quantity: 1, ...MILD });
    expect(await checkout(browser, { phone: phone(2) })).toMatchObject({ placed: true });
    await browser.send('/cart', { variantId: await variantFor(UNITS.ayran), quantity: 3 });
    expect(await checkout(browser, { phone: phone(3) })).toMatchObject({
      placed: false,
      state: {
        message:
          'This cart has reached our limit of 2 orders every 30 minutes, so this order was not sent. Please try again in 30 minutes, or call the restaurant.',
      },
    });
    expect(await newPosOrders()).toHaveLength(2);
    const cart = await getDb().cart.findFirstOrThrow({ where: { id: browser.cookies.get('sofra_cart') ?? '' }, include: { lines: true } });
    expect(cart.lines.map((line) => line.quantity)).toEqual([3]);
  });
});

describe('the checkout key', () => {
  it('is refused when the client picks it, and nothing reaches the POS', async () => {
    const browser = await shopper();
    for (const key of [randomUUID(), `${randomUUID()}.${'A'.repeat(43)}`]) {
      expect(await browser.send<Placed>('/checkout', { ...CUSTOMER, idempotencyKey: key })).toMatchObject({
        placed: false,
        state: { message: 'This form is out of date. Please reload the page.', values: { firstName: 'Ayşe' } },
      });
    }
    expect(await newPosOrders()).toEqual([]);
    expect(await getDb().webOrder.count()).toBe(0);
  });

  it('is refused for a cart other than the one it was issued for', async () => {
    const first = await shopper();
    const other = await shopper();
    const { key } = await first.send<{ key: string }>('/checkout');
    expect(await other.send<Placed>('/checkout', { ...CUSTOMER, idempotencyKey: key })).toMatchObject({
      placed: false,
      state: { message: 'This form is out of date. Please reload the page.' },
    });
    expect(await newPosOrders()).toEqual([]);
    expect(await first.send<Placed>('/checkout', { ...CUSTOMER, idempotencyKey: key })).toMatchObject({ placed: true });
  });

  it('still places one order when the form it came with is sent twice at once and once more later', async () => {
    const browser = await shopper();
    const { key } = await browser.send<{ key: string }>('/checkout');
    const submit = () => browser.send<Placed>('/checkout', { ...CUSTOMER, idempotencyKey: key });
    const [a, b] = await Promise.all([submit(), submit()]);
    const again = await submit();
    const ids = new Set([a, b, again].flatMap((r) => (r.placed ? [r.publicId] : [])));
    expect(ids.size).toBe(1);
    expect(again.placed).toBe(true);
    const [publicId] = [...ids];
    expect((await newPosOrders()).map((o) => o.externalAppId)).toEqual([publicId]);
  });
});
