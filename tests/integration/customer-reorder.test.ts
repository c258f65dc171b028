/**
 * Signed-in customers' orders against the real sandbox (issue 16): one-tap reorder rebuilds the
 * cart at today's prices and names what is no longer sold; a first order from an unverified
 * number at or above the setting's amount is placed only with the code texted to it, and the
 * refusals are counted for staff.
 */
import { AYSE } from '@/tests/support/fixtures/customer';
import { beforeEach, describe, expect, it } from 'vitest';
import { listRefusals } from '@/lib/accounts/refusals';
import { reorder } from '@/lib/accounts/reorder';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { getShopContext } from '@/lib/cart/shop-context';
import { placeOrderFromForm } from '@/lib/checkout/place-order';
import { quoteCheckout } from '@/lib/checkout/quote';
import { getDb } from '@/lib/db';
import { DEMO_UNITS as UNITS, MILD } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import {
  checkoutKey,
  editPosCatalogue,
  receivedOrders,
  resetShopSettings,
  setPosPrice,
  syncAndSeed,
  variantFor,
} from '@/tests/support/shop';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();

const PHONE = '05321234567';
const CUSTOMER = { ...AYSE, paymentMethodId: 1 };

const suite = sandboxSuite({ shop: 'each' });

beforeEach(async () => {
  setTestLocale('en');
  const db = getDb();
  await db.customer.deleteMany();
  await db.phoneCode.deleteMany();
  await db.outboxMessage.deleteMany();
  await db.refusedAttemptDay.deleteMany();
  await db.limitCounter.deleteMany();
  await db.product.updateMany({ data: { visible: true } });
});

async function add(unitId: number, fields: Record<string, string | number> = {}) {
  const result = await addToCartFromForm(form({ variantId: await variantFor(unitId), quantity: 1, ...fields }));
  expect(result, `adding unit ${unitId}`).toMatchObject({ ok: true });
}

async function place(fields: Record<string, string | number> = {}) {
  return placeOrderFromForm(form({ ...CUSTOMER, idempotencyKey: await checkoutKey(), ...fields }), { client: suite.sandbox.client });
}

async function lastCode(): Promise<string> {
  const sms = await getDb().outboxMessage.findFirstOrThrow({ where: { recipient: '+905321234567' }, orderBy: { id: 'desc' } });
  return /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
}

const cartSummary = async () =>
  (await quoteCheckout(await getShopContext(), '', new Date())).priced.lines.map((l) => [l.name, l.quantity, l.unitPriceMinor, l.note]);

describe('order again', () => {
  it('rebuilds the cart at today’s prices with the options and notes, and names a line no longer sold', async () => {
    await resetShopSettings({ orderVerification: 'off' });
    await add(UNITS.adana, { quantity: 2, ...MILD, note: 'az pişmiş' });
    await add(UNITS.ayran);
    await add(UNITS.patlican);
    const placed = await place();
    if (!placed.placed) throw new Error(JSON.stringify(placed.state));

    await editPosCatalogue(suite.sandbox, (catalogue) => setPosPrice(catalogue, UNITS.adana, 3, 520));
    await syncAndSeed(suite.sandbox);
    const hidden = await getDb().productVariant.findUniqueOrThrow({ where: { id: await variantFor(UNITS.patlican) } });
    await getDb().product.update({ where: { id: hidden.productId }, data: { visible: false } });

    // Another browser (the customer's phone, days later): an empty cart.
    resetFakeRequest();
    const result = await reorder(placed.publicId, PHONE);
    expect(result).toEqual({ ok: true, added: 2, missing: ['Patlıcan Kebabı (Porsiyon)'] });
    expect(await cartSummary()).toEqual([
      ['Adana Kebap (Porsiyon)', 2, 52_000, 'az pişmiş'],
      [expect.stringContaining('Ayran'), 1, expect.any(Number), ''],
    ]);
    // The options came along: the order is placeable as it is, with the spice level the POS requires.
    const again = await place();
    expect(again.placed).toBe(true);
    if (again.placed) expect((await receivedOrders(suite.sandbox, again.publicId)).length).toBe(1);
  });

  it('refuses another number’s order, and says so when nothing of it is sold any more', async () => {
    await resetShopSettings({ orderVerification: 'off' });
    await add(UNITS.patlican);
    const placed = await place();
    if (!placed.placed) throw new Error('not placed');
    resetFakeRequest();
    expect(await reorder(placed.publicId, '05339876543')).toMatchObject({ ok: false, message: 'We couldn’t find this order.' });
    const hidden = await getDb().productVariant.findUniqueOrThrow({ where: { id: await variantFor(UNITS.patlican) } });
    await getDb().product.update({ where: { id: hidden.productId }, data: { visible: false } });
    expect(await reorder(placed.publicId, PHONE)).toEqual({
      ok: false,
      message: 'None of this order’s items are on sale right now.',
      missing: ['Patlıcan Kebabı (Porsiyon)'],
    });
    expect(fakeRequest.cart).toBeUndefined();
  });
});

describe('a first order from an unverified number', () => {
  it('at or above the amount needs the code texted to it; the form and cart stay, nothing reaches the POS until it is right', async () => {
    setTestLocale('tr');
    await resetShopSettings({ orderVerification: 'above', orderVerificationAboveMinor: 100_000 });
    await add(UNITS.adana, { quantity: 3, ...MILD });
    const total = (await quoteCheckout(await getShopContext(), '', new Date())).summary.totals.totalMinor;
    expect(total).toBeGreaterThanOrEqual(100_000);
    const key = await checkoutKey();
    const submit = (fields: Record<string, string>) =>
      placeOrderFromForm(form({ ...CUSTOMER, idempotencyKey: key, ...fields }), { client: suite.sandbox.client });

    const asked = await submit({});
    expect(asked).toMatchObject({ placed: false, state: { verification: { phone: PHONE }, values: { firstName: 'Ayşe' } } });
    if (asked.placed) return;
    expect(asked.state.message).toContain('0532 123 45 67 numarasına bir kod gönderdik');
    const code = await lastCode();
    const wrong = await submit({ verificationCode: code === '000000' ? '111111' : '000000' });
    expect(wrong).toMatchObject({
      placed: false,
      state: { fieldErrors: { verificationCode: ['Kod yanlış. Lütfen SMS’teki kodu yeniden yazın.'] } },
    });
    expect(await getDb().webOrder.count()).toBe(0);
    expect((await getShopContext()).cart?.lines).toHaveLength(1);

    const placed = await submit({ verificationCode: code });
    expect(placed.placed).toBe(true);
    if (placed.placed) expect((await receivedOrders(suite.sandbox, placed.publicId)).length).toBe(1);
    // Verified: signed in, and the next order is not asked.
    expect(fakeRequest.customer).toBeDefined();
    await add(UNITS.adana, { quantity: 3, ...MILD });
    expect((await place()).placed).toBe(true);

    const [today] = await listRefusals(1);
    expect(today?.counts).toMatchObject({ 'verification-needed': 1, 'verification-failed': 1 });
  });

  it('below the amount, or with the setting off, is placed without a code; "always" asks every first order', async () => {
    await resetShopSettings({ orderVerification: 'above', orderVerificationAboveMinor: 1_000_000 });
    await add(UNITS.ayran);
    expect((await place()).placed).toBe(true);
    await getDb().webOrder.deleteMany();
    await resetShopSettings({ orderVerification: 'always' });
    resetFakeRequest();
    await add(UNITS.ayran);
    expect(await place()).toMatchObject({ placed: false, state: { verification: { phone: PHONE } } });
    await resetShopSettings({ orderVerification: 'off' });
    expect((await place()).placed).toBe(true);
  });

  it('counts the order limits’ refusals by reason', async () => {
    await resetShopSettings({ orderVerification: 'off', orderLimitPerPhone: 1 });
    await add(UNITS.ayran);
    expect((await place()).placed).toBe(true);
    await add(UNITS.ayran);
    expect(await place()).toMatchObject({ placed: false });
    expect((await getShopContext()).cart?.lines).toHaveLength(1);
    expect((await listRefusals(1))[0]?.counts['limit-phone']).toBe(1);
  });
});
