/**
 * Placing orders end to end at function level, against the real sandbox over HTTP: the demo
 * catalogue synced into the mirror, own products created from it, a cart filled through the
 * add-to-cart service, and the place-order service sending SaveOrder. Each test checks what the
 * POS received against what the cart and checkout showed.
 */
import { describe, expect, it } from 'vitest';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { switchMode } from '@/lib/cart/switch-mode';
import { COUPON_GUESS_RULES, resetCouponGuesses } from '@/lib/checkout/coupon-guard';
import { applyCouponFromForm, placeOrderFromForm } from '@/lib/checkout/place-order';
import { quoteCheckout } from '@/lib/checkout/quote';
import { encodeShownCart, shownCartOf } from '@/lib/checkout/shown-cart';
import { getDb } from '@/lib/db';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { sandboxSuite } from '@/tests/support/suites';
import {
  checkoutKey,
  editPosCatalogue,
  receivedOrders,
  resetShopSettings,
  setPosPrice,
  syncAndSeed,
  variantFor,
} from '@/tests/support/shop';
import { getShopContext } from '@/lib/cart/shop-context';

installFakeRequest();

const CUSTOMER = {
  firstName: 'Ayşe',
  surname: 'Yılmaz',
  phone: '0532 123 45 67',
  address: 'Moda Cad. No: 12',
  addressDescription: 'Kapı zili bozuk',
  district: 'Kadıköy',
  city: 'İstanbul',
  paymentMethodId: 1,
  acceptContract: 'yes',
};

const suite = sandboxSuite({ shop: 'each' });

async function add(unitId: number, fields: Record<string, string | number | Array<string | number>> = {}) {
  const result = await addToCartFromForm(form({ variantId: await variantFor(unitId), quantity: 1, ...fields }));
  expect(result, `adding unit ${unitId}`).toMatchObject({ ok: true });
}

/** The total the checkout page shows right now (minor units). */
async function shownTotal(couponCode = ''): Promise<number> {
  return (await quoteCheckout(await getShopContext(), couponCode, new Date())).summary.totals.totalMinor;
}

/** Submits the checkout form with the key its page issued for the cart (a new one when not given). */
async function place(fields: Record<string, string | number> = {}, key?: string) {
  return placeOrderFromForm(form({ ...CUSTOMER, idempotencyKey: key ?? (await checkoutKey()), ...fields }), {
    client: suite.sandbox.client,
  });
}

async function placedId(result: Awaited<ReturnType<typeof place>>): Promise<string> {
  if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result.state)}`);
  return result.publicId;
}

const cartLines = async () => (await getShopContext()).cart?.lines ?? [];

/** What the checkout page carries in its form when it is loaded now (its hidden shownCart field). */
async function loadCheckoutPage(): Promise<string> {
  return encodeShownCart(shownCartOf(await quoteCheckout(await getShopContext(), '', new Date())));
}

describe('a delivery order', () => {
  it('sends the cart as shown: items, an option and an exclusion in the note, a combo as menu + sub-items, fees in the total', async () => {
    await resetShopSettings({ deliveryFeeMinor: 1_500, serviceChargeMinor: 500 });
    await add(UNITS.adana, { quantity: 2, ...MILD });
    await add(UNITS.tavukDurum, { 'group-1': 803, without: 901, note: 'az pişmiş' });
    await add(UNITS.durumMenu, { 'combo-1': UNITS.etDurum, 'combo-2': UNITS.ayran });
    const total = await shownTotal();
    expect(total).toBe(2 * 49_000 + 19_000 + 33_000 + 1_500 + 500);

    const publicId = await placedId(await place({ orderNote: 'Zile basmayın' }));
    expect(await getDb().webOrder.findUniqueOrThrow({ where: { publicId } })).toMatchObject({ state: 'sent', lastError: null });
    const [received, ...more] = await receivedOrders(suite.sandbox, publicId);
    expect(more).toEqual([]);
    expect(received?.orderTotal).toBe(total / 100);
    expect(received?.request).toMatchObject({
      OrderType: 2,
      DeliveryFee: 15,
      ServiceCharge: 5,
      PaymentMethodId: 1,
      CustomerPhone: '05321234567',
    });
    expect(received?.request.OrderDetails).toEqual([
      {
        ProductUnitId: UNITS.adana,
        Quantity: 2,
        IsMenu: false,
        Name: 'Adana Kebap (Porsiyon)',
        OrderDetailNote: 'Acılık derecesi: Acısız',
      },
      {
        ProductUnitId: UNITS.tavukDurum,
        Quantity: 1,
        IsMenu: false,
        Name: 'Tavuk Döner Dürüm (Adet)',
        OrderDetailNote: 'Acılık derecesi: Acılı · Çıkar: Soğan · Not: az pişmiş',
      },
      { ProductUnitId: UNITS.durumMenu, Quantity: 1, IsMenu: true, MenuId: 1, Name: 'Dürüm Menü' },
      { ProductUnitId: UNITS.etDurum, Quantity: 1, IsMenu: false, ParentId: '1', Name: 'Et Döner Dürüm (Adet)' },
      { ProductUnitId: UNITS.ayran, Quantity: 1, IsMenu: false, ParentId: '1', Name: 'Ayran (Şişe (300 ml))' },
    ]);

    const order = await getDb().webOrder.findUniqueOrThrow({ where: { publicId }, include: { lines: { orderBy: { position: 'asc' } } } });
    expect(order).toMatchObject({
      state: 'sent',
      posOrderId: received?.id,
      totalMinor: total,
      mode: 'delivery',
      district: 'Kadıköy',
      note: 'Zile basmayın',
    });
    expect(order.lines.map((l) => [l.name, l.quantity, l.totalMinor, l.note])).toEqual([
      ['Adana Kebap (Porsiyon)', 2, 98_000, 'Acılık derecesi: Acısız'],
      ['Tavuk Döner Dürüm (Adet)', 1, 19_000, 'Acılık derecesi: Acılı · Çıkar: Soğan · Not: az pişmiş'],
      ['Dürüm Menü', 1, 33_000, 'Ana yemek: Et Döner Dürüm (Adet) · İçecek: Ayran (Şişe (300 ml))'],
    ]);
    expect(await cartLines()).toEqual([]);
  });

  it('sells a paid option staff mapped to a POS unit as its own line at that unit’s price', async () => {
    await editPosCatalogue(suite.sandbox, (catalogue) => {
      catalogue.categories.push({
        categoryId: 99,
        categoryName: 'Ekstralar',
        products: [
          {
            productId: 1990,
            productName: 'Ekstra kaşar',
            productCode: null,
            taxRate: 10,
            isStockFollow: false,
            stockList: null,
            menus: [],
            excludedFeatures: [],
            productUnits: [
              {
                productUnitId: 7001,
                unitName: 'Porsiyon',
                isDefault: true,
                prices: [1, 3, 5].map((orderType) => ({ price: 25, orderType, isActive: true })),
              },
            ],
          },
        ],
      });
    });
    await syncAndSeed(suite.sandbox);
    await getDb().optionMapping.create({ data: { featureId: 811, posProductUnitId: 7001 } });
    await add(UNITS.tavukDurum, { quantity: 2, 'group-1': 801, 'group-2': 811 });
    expect(await shownTotal()).toBe(2 * (19_000 + 2_500));

    const [received] = await receivedOrders(suite.sandbox, await placedId(await place()));
    expect(received?.orderTotal).toBe(430);
    expect(received?.request.OrderDetails).toEqual([
      {
        ProductUnitId: UNITS.tavukDurum,
        Quantity: 2,
        IsMenu: false,
        Name: 'Tavuk Döner Dürüm (Adet)',
        OrderDetailNote: 'Acılık derecesi: Acısız',
      },
      { ProductUnitId: 7001, Quantity: 2, IsMenu: false, Name: 'Ekstra kaşar', OrderDetailNote: 'Tavuk Döner Dürüm (Adet) için' },
    ]);
  });

  it('sends the location in the spec’s comma form', async () => {
    await add(UNITS.adana, MILD);
    const [received] = await receivedOrders(suite.sandbox, await placedId(await place({ latitude: '40.98765', longitude: '29.0275' })));
    expect(received?.request).toMatchObject({ CustomerLatitude: '40,9877', CustomerLongitude: '29,0275' });
  });
});

describe('pickup and table orders', () => {
  it('charges a pickup order at pickup prices (Adana Kebap 460, not 490) with no delivery fee', async () => {
    await resetShopSettings({ deliveryFeeMinor: 1_500 });
    await switchMode({ mode: 'pickup' });
    await add(UNITS.adana, MILD);
    expect(await shownTotal()).toBe(46_000);
    const [received] = await receivedOrders(suite.sandbox, await placedId(await place({ address: '', district: '', city: '' })));
    expect(received).toMatchObject({ orderTotal: 460, request: { OrderType: 3, OrderTotal: 460 } });
    expect(received?.request.DeliveryFee ?? 0).toBe(0);
  });

  it('sends a table order with its TableId at table prices, asking only for a first name', async () => {
    expect(await switchMode({ mode: 'table', tableId: 101 })).toMatchObject({ ok: true });
    await add(UNITS.adana, MILD);
    const publicId = await placedId(await place({ surname: '', phone: '', address: '', district: '', city: '' }));
    const [received] = await receivedOrders(suite.sandbox, publicId);
    expect(received).toMatchObject({ orderTotal: 480, request: { TableId: 101 } });
    expect(received?.request.OrderType).toBeUndefined();
    expect(await getDb().webOrder.findUniqueOrThrow({ where: { publicId } })).toMatchObject({
      mode: 'table',
      tableId: 101,
      tableName: '1 · Salon',
    });
  });
});

describe('coupons', () => {
  it('applies an amount coupon recorded under a POS discount, counts its use, and refuses it once used up', async () => {
    await getDb().coupon.create({ data: { code: 'HOSGELDIN', kind: 'amount', valueMinor: 5_000, posDiscountId: 2, usageLimit: 1 } });
    await add(UNITS.adana, MILD);
    const applied = await applyCouponFromForm(form({ ...CUSTOMER, couponCode: ' hosgeldin ' }));
    expect(applied).toMatchObject({
      ok: true,
      coupon: { ok: true, message: 'Coupon HOSGELDIN applied: you save ₺50.00.' },
      summary: { discountMinor: 5_000, totalMinor: 44_000 },
    });

    const [received] = await receivedOrders(suite.sandbox, await placedId(await place({ couponCode: 'hosgeldin' })));
    expect(received).toMatchObject({ orderTotal: 440, discount: 50, request: { Discount: 50, DiscountId: 2, OrderTotal: 440 } });
    expect(await getDb().coupon.findUniqueOrThrow({ where: { code: 'HOSGELDIN' } })).toMatchObject({ usedCount: 1 });

    await add(UNITS.adana, MILD);
    const again = await place({ couponCode: 'HOSGELDIN' });
    expect(again).toMatchObject({ placed: false, state: { fieldErrors: { couponCode: ['This coupon has been used up.'] } } });
  });

  it('takes a rate coupon of the items only, sent as the amount we computed', async () => {
    await resetShopSettings({ deliveryFeeMinor: 1_500 });
    await getDb().coupon.create({ data: { code: 'YUZDE10', kind: 'rate', ratePercent: 10 } });
    await add(UNITS.adana, MILD);
    await add(UNITS.ayran);
    const [received] = await receivedOrders(suite.sandbox, await placedId(await place({ couponCode: 'YUZDE10' })));
    // (490 + 45) × 10 % = 53,50; 535 − 53,50 + 15 = 496,50
    expect(received).toMatchObject({ orderTotal: 496.5, request: { Discount: 53.5, DeliveryFee: 15 } });
  });

  it('explains a coupon below its minimum subtotal without placing anything', async () => {
    await getDb().coupon.create({ data: { code: 'BUYUK', kind: 'amount', valueMinor: 10_000, minSubtotalMinor: 100_000 } });
    await add(UNITS.adana, MILD);
    const result = await place({ couponCode: 'BUYUK' });
    expect(result).toMatchObject({
      placed: false,
      state: { fieldErrors: { couponCode: ['This coupon needs items worth at least ₺1,000.00. Add ₺510.00 more to use it.'] } },
    });
    expect(await getDb().webOrder.count()).toBe(0);
  });

  it('stops checking codes after 8 unknown ones from a cart or an address, and says how long to wait; an order without a code still goes', async () => {
    resetCouponGuesses();
    try {
      await getDb().coupon.create({ data: { code: 'HOSGELDIN', kind: 'amount', valueMinor: 5_000 } });
      await add(UNITS.adana, MILD);
      for (let i = 0; i < COUPON_GUESS_RULES.freeGuesses; i += 1) {
        const guess = await applyCouponFromForm(form({ ...CUSTOMER, couponCode: `TAHMIN${i}` }));
        expect(guess).toMatchObject({ ok: false, fieldErrors: { couponCode: ["We don't know this coupon code. Please check it."] } });
      }
      const wait = 'Too many unknown coupon codes were tried. Please wait 10 minutes before trying another.';
      expect(await applyCouponFromForm(form({ ...CUSTOMER, couponCode: 'HOSGELDIN' }))).toMatchObject({
        ok: false,
        fieldErrors: { couponCode: [wait] },
      });
      expect(await place({ couponCode: 'HOSGELDIN' })).toMatchObject({ placed: false, state: { fieldErrors: { couponCode: [wait] } } });
      expect(await getDb().webOrder.count()).toBe(0);

      // The same address with a new cart is still waiting; an order without a code is not held up.
      resetFakeRequest();
      await add(UNITS.adana, MILD);
      expect(await applyCouponFromForm(form({ ...CUSTOMER, couponCode: 'HOSGELDIN' }))).toMatchObject({
        ok: false,
        fieldErrors: { couponCode: [wait] },
      });
      await placedId(await place());
    } finally {
      resetCouponGuesses();
    }
  });
});

describe('a checkout page that no longer shows the cart as it is', () => {
  it('places nothing when a sync changed a price after the page was loaded, names the change, and places on confirmation', async () => {
    await add(UNITS.adana, MILD);
    const shown = await loadCheckoutPage();
    await editPosCatalogue(suite.sandbox, (catalogue) => setPosPrice(catalogue, UNITS.adana, 3, 500));
    await syncAndSeed(suite.sandbox);

    const stale = await place({ shownCart: shown });
    expect(stale).toMatchObject({
      placed: false,
      state: {
        changes: ['Adana Kebap (Porsiyon): ₺490.00 → ₺500.00', 'Total: ₺490.00 → ₺500.00'],
        summary: { totalMinor: 50_000 },
        values: { firstName: 'Ayşe', phone: '0532 123 45 67' },
      },
    });
    expect(await getDb().webOrder.count()).toBe(0);
    expect(await suite.sandbox.allOrders().then((orders) => orders.filter((o) => o.externalAppId?.startsWith('W')))).toEqual([]);

    const confirmed = !stale.placed ? stale.state.shownCart : undefined;
    const [received] = await receivedOrders(suite.sandbox, await placedId(await place({ shownCart: confirmed ?? '' })));
    expect(received?.orderTotal).toBe(500);
  });

  it('places nothing when a line was added in another tab, and names it', async () => {
    await add(UNITS.adana, MILD);
    const shown = await loadCheckoutPage();
    await add(UNITS.ayran);
    await add(UNITS.adana, MILD);

    const stale = await place({ shownCart: shown });
    expect(stale).toMatchObject({
      placed: false,
      state: {
        changes: ['Adana Kebap (Porsiyon): quantity 1 → 2', 'Ayran was added', 'Total: ₺490.00 → ₺1,025.00'],
      },
    });
    expect(await getDb().webOrder.count()).toBe(0);
    expect(await cartLines()).toHaveLength(2);
  });

  it('asks again when a coupon typed but not applied changes the total', async () => {
    await getDb().coupon.create({ data: { code: 'HOSGELDIN', kind: 'amount', valueMinor: 5_000 } });
    await add(UNITS.adana, MILD);
    const stale = await place({ shownCart: await loadCheckoutPage(), couponCode: 'HOSGELDIN' });
    expect(stale).toMatchObject({ placed: false, state: { changes: ['Discount: ₺0.00 → ₺50.00', 'Total: ₺490.00 → ₺440.00'] } });
    const applied = await applyCouponFromForm(form({ ...CUSTOMER, couponCode: 'HOSGELDIN', shownCart: await loadCheckoutPage() }));
    expect(applied).not.toHaveProperty('changes');
    await placedId(await place({ shownCart: applied.shownCart ?? '', couponCode: 'HOSGELDIN' }));
  });

  it('refuses a record it cannot read rather than guessing', async () => {
    await add(UNITS.adana, MILD);
    expect(await place({ shownCart: '{"lines":' })).toMatchObject({
      placed: false,
      state: { changes: ['Your order has changed since this page was opened.'] },
    });
  });

  it('tells a second tab that its cart was ordered in the first, links the order, and places nothing more', async () => {
    await add(UNITS.adana, MILD);
    const shown = await loadCheckoutPage();
    const first = await placedId(await place({ shownCart: shown }));
    expect(await place({ shownCart: shown })).toMatchObject({
      placed: false,
      state: { placedOrder: first, message: 'This order has already been placed (in another tab or window). Nothing more was ordered.' },
    });
    expect(await getDb().webOrder.count()).toBe(1);
    expect((await getShopContext()).cart?.placedOrder?.publicId).toBe(first);
  });
});

describe('a refused order', () => {
  it('shows the POS’s refusal in plain words, keeps the cart and the coupon, and hands out a fresh form key', async () => {
    await getDb().coupon.create({ data: { code: 'SON', kind: 'amount', valueMinor: 1_000, usageLimit: 1 } });
    await add(UNITS.adana, MILD);
    await editPosCatalogue(suite.sandbox, (catalogue) => setPosPrice(catalogue, UNITS.adana, 3, 500));
    const key = await checkoutKey();
    const result = await place({ couponCode: 'SON' }, key);
    expect(result).toMatchObject({
      placed: false,
      state: {
        ok: false,
        message: "The restaurant's prices changed while you were ordering. Please check your cart and place the order again.",
      },
    });
    expect(!result.placed && result.state.idempotencyKey).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(!result.placed && result.state.idempotencyKey).not.toBe(key);
    expect(await cartLines()).toHaveLength(1);
    expect(await getDb().webOrder.findFirstOrThrow()).toMatchObject({ state: 'rejected' });
    expect(await getDb().coupon.findUniqueOrThrow({ where: { code: 'SON' } })).toMatchObject({ usedCount: 0 });
    expect(await suite.sandbox.allOrders().then((orders) => orders.filter((o) => o.externalAppId?.startsWith('W')))).toEqual([]);
  });
});

describe('exactly one order per form', () => {
  it('answers a resubmitted form with the order it already placed', async () => {
    await add(UNITS.adana, MILD);
    const key = await checkoutKey();
    const first = await placedId(await place({}, key));
    await add(UNITS.adana, MILD);
    expect(await place({}, key)).toEqual({ placed: true, publicId: first });
    expect(await getDb().webOrder.count()).toBe(1);
    expect(await receivedOrders(suite.sandbox, first)).toHaveLength(1);
  });

  it('places one order when the same form is sent twice at once', async () => {
    await add(UNITS.adana, MILD);
    const key = await checkoutKey();
    const [a, b] = await Promise.all([place({}, key), place({}, key)]);
    const ids = [a, b].flatMap((r) => (r.placed ? [r.publicId] : []));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(1);
    expect(await getDb().webOrder.count()).toBe(1);
  });

  it('leads to the order page while the POS’s answer is lost, with the cart cleared and one POS order', async () => {
    await add(UNITS.adana, MILD);
    await suite.sandbox.faults({ dropAfterCommitRate: 1 });
    const publicId = await placedId(await place());
    expect(await getDb().webOrder.findUniqueOrThrow({ where: { publicId } })).toMatchObject({ state: 'unconfirmed' });
    expect(await cartLines()).toEqual([]);
    expect(await receivedOrders(suite.sandbox, publicId)).toHaveLength(1);
  });
});

describe('what stops an order, in plain words', () => {
  it('refuses while the shop is paused, with its message', async () => {
    await add(UNITS.adana, MILD);
    await getDb().shopSettings.update({ where: { id: 1 }, data: { paused: true, pausedMessage: 'Mutfak bakımda, 18:00’de açıyoruz.' } });
    expect(await place()).toMatchObject({ placed: false, state: { message: 'Mutfak bakımda, 18:00’de açıyoruz.' } });
    expect(await getDb().webOrder.count()).toBe(0);
  });

  it('asks for the rest of the delivery minimum', async () => {
    await resetShopSettings({ minimumDeliveryOrderMinor: 60_000 });
    await add(UNITS.adana, MILD);
    expect(await place()).toMatchObject({ placed: false, state: { message: 'Add ₺110.00 more for delivery.' } });
  });

  it('blocks a cart holding a line the new mode cannot sell until it is removed', async () => {
    await switchMode({ mode: 'pickup' });
    await add(UNITS.kunefe);
    await add(UNITS.adana, MILD);
    const switched = await switchMode({ mode: 'delivery' });
    expect(switched).toEqual({
      ok: false,
      message: 'Delivery selected: your cart now shows delivery prices. Künefe is not available for delivery.',
    });
    expect(await place()).toMatchObject({
      placed: false,
      state: { message: expect.stringMatching(/^Some items in your cart are not available/) },
    });
  });

  it('names each field that needs fixing', async () => {
    await add(UNITS.adana, MILD);
    const result = await place({ phone: '12345', firstName: ' ', paymentMethodId: 6 });
    expect(result).toMatchObject({
      placed: false,
      state: { fieldErrors: { phone: ['Enter a Turkish phone number, e.g. 0532 123 45 67'], firstName: ['Enter your first name'] } },
    });
    const online = await place({ paymentMethodId: 6 });
    expect(online).toMatchObject({
      placed: false,
      state: { fieldErrors: { paymentMethodId: ['This payment method is not offered for delivery. Please choose another.'] } },
    });
  });
});
