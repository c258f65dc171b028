/**
 * The seller identity (docs/decisions/230) through the settings action, as the form posts it: what
 * is typed right is stored as the footer shows it, what is wrong is refused next to its field in the
 * staff member's language; and the shop takes no order of any mode while a required field is blank.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as cartBrief } from '@/app/api/cart/route';
import * as actions from '@/app/[locale]/admin/settings/actions';
import { addToCartFromForm } from '@/lib/cart/add-to-cart';
import { switchMode } from '@/lib/cart/switch-mode';
import { getDb } from '@/lib/db';
import { readSellerIdentity } from '@/lib/settings/seller';
import { NO_SELLER_MESSAGE, orderingState, readShopSettings } from '@/lib/settings/shop';
import { DEMO_UNITS as UNITS } from '@/tests/support/fixtures/demo-units';
import { form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { resetShopSettings, variantFor } from '@/tests/support/shop';
import { freshCart, posOrderIds, submitCheckout } from '@/tests/support/shopper';
import { signInStaff } from '@/tests/support/staff';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();

const suite = sandboxSuite({ shop: 'once' });
const none = { ok: false } as const;
let staffToken: string | undefined;

const GOOD = {
  restaurantName: ' Lokanta Deniz ',
  tagline: 'Balık ve meze, Kadıköy’de',
  legalName: 'Deniz Lokantacılık Gıda Ticaret Ltd. Şti.',
  tradeName: 'Lokanta Deniz',
  address: 'Caferağa Mah. Örnek Sok. No: 7, 34710 Kadıköy/İstanbul',
  phone: '0216 555 01 23',
  email: 'merhaba@lokanta-deniz.example',
  taxOffice: 'Kadıköy',
  taxNumber: '454 053 6920',
  mersisNumber: '0454 0536 9200 0015',
  etbisNumber: '',
};

const blankIdentity = () => getDb().shopSettings.update({ where: { id: 1 }, data: { taxNumber: '', mersisNumber: '', legalName: '' } });

beforeAll(async () => {
  await signInStaff('seller@sofra.test', 'Seller');
  staffToken = fakeRequest.token;
});

beforeEach(async () => {
  setTestLocale('en');
  resetFakeRequest();
  fakeRequest.token = staffToken;
  await getDb().webOrder.deleteMany();
  await getDb().cart.deleteMany();
  await resetShopSettings();
});

describe('the seller form', () => {
  it('stores what was typed as the footer shows it: the phone as E.164, the numbers without spaces', async () => {
    const state = await actions.saveSeller(none, form(GOOD));
    expect(state).toMatchObject({ ok: true, message: 'Seller identity saved.' });
    expect(await readSellerIdentity()).toEqual({
      ...GOOD,
      shopName: 'Lokanta Deniz',
      restaurantName: undefined,
      phone: '+902165550123',
      taxNumber: '4540536920',
      mersisNumber: '0454053692000015',
      logoPath: null,
    });
  });

  it('takes a sole trader’s TCKN as the tax number', async () => {
    expect(await actions.saveSeller(none, form({ ...GOOD, taxNumber: '10000000146' }))).toMatchObject({ ok: true });
    expect((await readSellerIdentity()).taxNumber).toBe('10000000146');
  });

  it('refuses wrong input next to each field, in English, and keeps what was typed', async () => {
    const bad = {
      ...GOOD,
      restaurantName: ' ',
      phone: '0212 555',
      email: 'merhaba@',
      taxNumber: '4540536921',
      mersisNumber: '12345',
    };
    const state = await actions.saveSeller(none, form(bad));
    expect(state).toMatchObject({ ok: false, message: 'Check the highlighted fields.' });
    expect(state.fieldErrors).toEqual({
      restaurantName: ['Enter the restaurant’s name as guests know it'],
      phone: ['Enter a valid Turkish phone number, such as 0212 555 01 23'],
      email: ['Enter a valid e-mail address, such as orders@your-restaurant.com.tr'],
      taxNumber: ['This VKN’s check digit does not match; compare it with your tax certificate'],
      mersisNumber: ['The MERSIS number has 16 digits'],
    });
    expect(state.values).toMatchObject({ phone: '0212 555', taxNumber: '4540536921' });
    expect((await readSellerIdentity()).shopName).toBe('Sofra Ocakbaşı');
  });

  it('says a wrong TCKN and a number of neither length in Turkish', async () => {
    setTestLocale('tr');
    const tckn = await actions.saveSeller(none, form({ ...GOOD, taxNumber: '10000000147' }));
    expect(tckn.fieldErrors?.taxNumber).toEqual(['Bu TC kimlik numarasının son iki hanesi tutmuyor; numarayı yeniden kontrol edin']);
    const shape = await actions.saveSeller(none, form({ ...GOOD, taxNumber: '12345678' }));
    expect(shape.fieldErrors?.taxNumber).toEqual(['Vergi numarası 10 haneli VKN ya da 11 haneli TC kimlik numarası olmalı']);
  });

  it('saves blank required fields, and its answer names those still missing', async () => {
    const state = await actions.saveSeller(none, form({ ...GOOD, legalName: '', mersisNumber: ' ' }));
    expect(state).toMatchObject({
      ok: true,
      message: 'Saved. Still missing before the shop can take orders: Legal name (unvan) and MERSIS number.',
    });
    expect(orderingState(await readShopSettings(), new Date(), 'Europe/Istanbul')).toMatchObject({
      accepting: false,
      reason: 'no-seller',
      missing: ['legalName', 'mersisNumber'],
    });
  });
});

describe('no orders while the seller identity is incomplete', () => {
  it('every mode reads it in the shop’s status, and Add to cart is refused', async () => {
    await blankIdentity();
    for (const choice of [{ mode: 'delivery' }, { mode: 'pickup' }, { mode: 'table', tableId: 101 }] as const) {
      resetFakeRequest();
      await switchMode(choice);
      const brief = (await (await cartBrief(new Request('http://127.0.0.1/api/cart?locale=en'))).json()) as { status: unknown };
      expect(brief.status).toEqual({ open: false, reason: 'no-seller', message: NO_SELLER_MESSAGE, addLater: false, opensAt: null });
      expect(await addToCartFromForm(form({ variantId: await variantFor(UNITS.ayran), quantity: 1 }))).toEqual({
        ok: false,
        message: NO_SELLER_MESSAGE,
      });
    }
  });

  it('checkout refuses an order before anything is stored or sent; once filled in, the same cart is placed', async () => {
    resetFakeRequest();
    await freshCart('pickup');
    await blankIdentity();
    const before = await posOrderIds(suite.sandbox);
    const refused = await submitCheckout(suite.sandbox.client);
    expect(refused).toMatchObject({ placed: false, state: { ok: false, message: NO_SELLER_MESSAGE } });
    expect(await getDb().webOrder.count()).toBe(0);
    expect(await posOrderIds(suite.sandbox)).toEqual(before);

    await resetShopSettings();
    const placed = await submitCheckout(suite.sandbox.client);
    expect(placed).toMatchObject({ placed: true });
  });

  it('a pause still says the staff’s own words first', async () => {
    await blankIdentity();
    await getDb().shopSettings.update({ where: { id: 1 }, data: { paused: true, pausedMessage: 'Back at 18:00' } });
    resetFakeRequest();
    await switchMode({ mode: 'pickup' });
    expect(((await (await cartBrief()).json()) as { status: unknown }).status).toMatchObject({
      reason: 'paused',
      message: 'Back at 18:00',
    });
  });
});
