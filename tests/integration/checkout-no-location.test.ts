/**
 * While the restaurant's location is unset, the site cannot give delivery and pickup orders the
 * coordinates the POS requires (715 without them; docs/decisions/168). The shop says so before the
 * customer fills anything in, and checkout refuses such an order itself: nothing is stored or
 * sent, the cart is kept. Table orders carry no coordinates and go on (docs/decisions/173).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { GET as cartBrief } from '@/app/api/cart/route';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { getShopContext } from '@/lib/cart/shop-context';
import { switchMode } from '@/lib/cart/switch-mode';
import { getDb } from '@/lib/db';
import { NO_LOCATION_MESSAGE } from '@/lib/settings/shop';
import { DEMO_UNITS as UNITS } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { receivedOrders, resetShopSettings, variantFor } from '@/tests/support/shop';
import { freshCart, posOrderIds, submitCheckout } from '@/tests/support/shopper';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();

const suite = sandboxSuite({ shop: 'once' });

beforeEach(async () => {
  await getDb().webOrder.deleteMany();
  await getDb().cart.deleteMany();
  await resetShopSettings();
});

const unsetLocation = () => getDb().shopSettings.update({ where: { id: 1 }, data: { latitude: null, longitude: null } });
const cartLines = async () => (await getShopContext()).cart?.lines.length ?? 0;

describe('checkout while the restaurant’s location is unset', () => {
  it.each([
    ['a pickup order', 'pickup', {}],
    ['a delivery order', 'delivery', {}],
    ['a delivery order with the customer’s pin', 'delivery', { latitude: '40.9901', longitude: '29.0292' }],
  ] as const)('refuses %s before anything is stored or sent, and keeps the cart', async (_what, mode, fields) => {
    await freshCart(mode);
    await unsetLocation();
    const before = await posOrderIds(suite.sandbox);
    const result = await submitCheckout(suite.sandbox.client, fields);
    expect(result).toMatchObject({ placed: false, state: { ok: false, message: NO_LOCATION_MESSAGE } });
    expect(await getDb().webOrder.count()).toBe(0);
    expect(await posOrderIds(suite.sandbox)).toEqual(before);
    expect(await cartLines()).toBe(2);
  });

  it('places a table order as before, sent to the POS without coordinates', async () => {
    resetFakeRequest();
    await unsetLocation();
    expect(await switchMode({ mode: 'table', tableId: 101 })).toMatchObject({ ok: true });
    expect(await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: 2 }))).toMatchObject({ ok: true });
    const result = await submitCheckout(suite.sandbox.client);
    if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result.state)}`);
    const [received] = await receivedOrders(suite.sandbox, result.publicId);
    expect(received?.request.CustomerLatitude).toBeUndefined();
    expect(await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId } })).toMatchObject({ state: 'sent' });
  });
});

describe('the shop says so before the customer fills in the form', () => {
  it('delivery and pickup visitors read it in the shop’s status and cannot add to the cart; at a table they can', async () => {
    await unsetLocation();
    for (const mode of ['delivery', 'pickup'] as const) {
      resetFakeRequest();
      await switchMode({ mode });
      const brief = (await (await cartBrief(new Request('http://127.0.0.1/api/cart?locale=en'))).json()) as { status: unknown };
      expect(brief.status).toMatchObject({ open: false, message: NO_LOCATION_MESSAGE, addLater: false });
      expect(await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: 1 }))).toEqual({
        ok: false,
        message: NO_LOCATION_MESSAGE,
      });
    }
    resetFakeRequest();
    await switchMode({ mode: 'table', tableId: 101 });
    expect(((await (await cartBrief()).json()) as { status: unknown }).status).toEqual({ open: true });
    expect(await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: 1 }))).toMatchObject({ ok: true });
  });

  it('/api/cart answers the status in the language the cached menu asks for, whatever the request’s own (docs/decisions/270)', async () => {
    await unsetLocation();
    resetFakeRequest();
    await switchMode({ mode: 'delivery' });
    const english = { message: "The restaurant can't take delivery or pickup orders online right now. Please try again later." };
    const turkish = {
      message: 'Restoran şu an internetten paket servis ya da gel al siparişi alamıyor. Lütfen daha sonra yeniden deneyin.',
    };
    const statusOf = async (url: string) => ((await (await cartBrief(new Request(url))).json()) as { status: unknown }).status;
    setTestLocale('tr');
    expect(await statusOf('http://127.0.0.1/api/cart?locale=en')).toMatchObject({ open: false, ...english });
    setTestLocale('en');
    expect(await statusOf('http://127.0.0.1/api/cart?locale=tr')).toMatchObject({ open: false, ...turkish });
    expect(await statusOf('http://127.0.0.1/api/cart')).toMatchObject({ open: false, ...turkish });
  });

  it('once staff enter the location, delivery and pickup take orders again', async () => {
    await unsetLocation();
    await resetShopSettings();
    await freshCart('pickup');
    const result = await submitCheckout(suite.sandbox.client);
    expect(result).toMatchObject({ placed: true });
  });
});
