/**
 * Signing in by phone with a one-time code (issue 16): the code texted through the outbox, its
 * expiry, wrong codes, the 5 tries, the throttles per number and per address, and replay. Then
 * what the account holds: the orders placed from the number as a guest, and its deletion.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkCode, CODE_TTL_MS, sendCode } from '@/lib/accounts/codes';
import { deleteAccount } from '@/lib/accounts/delete-account';
import { listOrdersForPhone, phoneOrderStats } from '@/lib/accounts/orders';
import { getCustomer, signOutCustomer } from '@/lib/accounts/session';
import { confirmSignInCode, requestSignInCode } from '@/lib/accounts/sign-in';
import { listRefusals } from '@/lib/accounts/refusals';
import { getDb } from '@/lib/db';
import { useOwnDatabase } from '@/tests/support/database';
import { form } from '@/tests/support/forms';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { fakeRequest, installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';

installFakeRequest();

const PHONE = '05321234567';
// Now (to the second): the sign-in action checks codes and throttles at the real time, so the
// codes a test texts at T0 must still be fresh then (a fixed date failed once it was 5 minutes old).
const T0 = new Date(Math.floor(Date.now() / 1000) * 1000);
const at = (ms: number) => new Date(T0.getTime() + ms);

let restore: () => Promise<void>;
beforeAll(async () => {
  restore = await useOwnDatabase();
});
afterAll(async () => restore());

beforeEach(async () => {
  resetFakeRequest();
  setTestLocale('tr');
  const db = getDb();
  await db.customer.deleteMany();
  await db.phoneCode.deleteMany();
  await db.limitCounter.deleteMany();
  await db.outboxMessage.deleteMany();
  await db.webOrder.deleteMany();
  await db.refusedAttemptDay.deleteMany();
});

/** The code in the newest SMS the outbox holds for the number (what the customer reads). */
async function lastCode(phone = PHONE): Promise<string> {
  const message = await getDb().outboxMessage.findFirst({
    where: { recipient: `+9${phone}`, channel: 'sms' },
    orderBy: { id: 'desc' },
  });
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
  if (!code) throw new Error(`no code texted to ${phone}`);
  return code;
}

const send = (now = T0, address = '203.0.113.7', phone = PHONE) => sendCode(phone, 'sign-in', { address, locale: 'tr', now });

describe('the sign-in code', () => {
  it('is texted in Turkish, signs the browser in once, and is refused when replayed', async () => {
    const asked = await requestSignInCode(form({ phone: '0532 123 45 67' }));
    expect(asked).toMatchObject({ ok: true, values: { phone: PHONE, step: 'code' } });
    expect(asked.message).toBe('0532 123 45 67 numarasına bir kod gönderdik. Kod 5 dakika geçerlidir.');
    const sms = await getDb().outboxMessage.findFirstOrThrow({ where: { recipient: '+905321234567' } });
    expect(sms).toMatchObject({ channel: 'sms', purpose: 'sign-in.code', locale: 'tr' });
    expect(sms.text).toMatch(/^Sofra doğrulama kodunuz: \d{6}\. Kod 5 dakika geçerlidir; kimseyle paylaşmayın\.$/);
    // Only the hash is stored.
    const code = await lastCode();
    const row = await getDb().phoneCode.findFirstOrThrow({ where: { phone: PHONE } });
    expect(row.codeHash).not.toContain(code);

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await confirmSignInCode(form({ phone: PHONE, code: wrong }))).toMatchObject({
      ok: false,
      fieldErrors: { code: ['Kod yanlış. Lütfen SMS’teki kodu yeniden yazın.'] },
    });
    expect(fakeRequest.customer).toBeUndefined();
    expect(await confirmSignInCode(form({ phone: PHONE, code: `${code.slice(0, 3)} ${code.slice(3)}` }))).toEqual({
      ok: true,
      signedIn: true,
    });
    expect(fakeRequest.customer).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getCustomer()).toMatchObject({ phone: PHONE, name: '' });

    // The same code again, from another browser: refused.
    resetFakeRequest();
    expect(await confirmSignInCode(form({ phone: PHONE, code }))).toMatchObject({
      ok: false,
      message: 'Bu kod zaten kullanıldı. Yeni bir kod isteyin.',
    });
    expect(fakeRequest.customer).toBeUndefined();
  });

  it('expires after 5 minutes', async () => {
    expect(await send()).toEqual({ sent: true });
    const code = await lastCode();
    expect(await checkCode(PHONE, 'sign-in', code, at(CODE_TTL_MS))).toEqual({ ok: false, reason: 'expired' });
    expect(await send(at(CODE_TTL_MS))).toEqual({ sent: true });
    expect(await checkCode(PHONE, 'sign-in', await lastCode(), at(CODE_TTL_MS + 60_000))).toEqual({ ok: true });
  });

  it('allows 5 tries: after 5 wrong codes even the right one is refused', async () => {
    await send();
    const code = await lastCode();
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await checkCode(PHONE, 'sign-in', wrong, T0)).ok);
    expect(answers).toEqual([false, false, false, false, false]);
    expect(await checkCode(PHONE, 'sign-in', code, T0)).toEqual({ ok: false, reason: 'too-many' });
    // Parallel guesses cannot pass the limit either.
    await send(at(1000));
    const fresh = await lastCode();
    const guesses = await Promise.all(Array.from({ length: 20 }, () => checkCode(PHONE, 'sign-in', wrong, at(2000))));
    expect(guesses.filter((g) => !g.ok && g.reason !== 'too-many').length).toBeLessThanOrEqual(5);
    expect((await getDb().phoneCode.findFirstOrThrow({ where: { phone: PHONE }, orderBy: { id: 'desc' } })).attempts).toBe(5);
    expect(await checkCode(PHONE, 'sign-in', fresh, at(3000))).toEqual({ ok: false, reason: 'too-many' });
  });

  it('is only the newest: asking again retires the earlier code', async () => {
    await send();
    const first = await lastCode();
    await send(at(1000));
    const second = await lastCode();
    if (first !== second) expect(await checkCode(PHONE, 'sign-in', first, at(2000))).toEqual({ ok: false, reason: 'wrong' });
    expect(await checkCode(PHONE, 'sign-in', second, at(3000))).toEqual({ ok: true });
  });

  it('is throttled per number (3 per 15 minutes) and per client address (10 an hour), and the refusals are counted', async () => {
    for (let i = 0; i < 3; i++) expect(await send(at(i * 1000), `198.51.100.${i}`)).toEqual({ sent: true });
    expect(await send(at(4000), '198.51.100.9')).toEqual({ sent: false, reason: 'throttled', retryAfterSeconds: 15 * 60 - 4 });
    expect(await send(at(15 * 60_000), '198.51.100.9')).toEqual({ sent: true });

    const numbers = Array.from({ length: 11 }, (_, i) => `0532${String(1000000 + i).slice(1)}0`.slice(0, 11));
    const fromOne = [];
    for (const phone of numbers) fromOne.push((await send(T0, '192.0.2.50', phone)).sent);
    expect(fromOne).toEqual([...Array<boolean>(10).fill(true), false]);

    fakeRequest.ip = '192.0.2.50';
    const refused = await requestSignInCode(form({ phone: '0555 000 00 00' }));
    expect(refused.ok).toBe(false);
    expect(refused.message).toMatch(/^Bu numaraya çok fazla kod gönderildi\. Lütfen \d+ dakika sonra yeniden deneyin\.$/);
    expect((await listRefusals(1))[0]?.counts['code-throttled']).toBe(1);
  });

  it('is sent to mobiles only, and a number that is not one is refused with the field named', async () => {
    expect(await requestSignInCode(form({ phone: '0212 345 67 89' }))).toMatchObject({
      ok: false,
      message: 'Kodu SMS ile gönderebilmemiz için bir cep telefonu numarası gerekiyor.',
    });
    expect(await requestSignInCode(form({ phone: '12345' }))).toMatchObject({
      ok: false,
      fieldErrors: { phone: ['Geçerli bir telefon numarası yazın, örneğin 0532 123 45 67.'] },
    });
    expect(await getDb().outboxMessage.count()).toBe(0);
  });
});

/** An order as the checkout stores it, for the account's views. */
async function storeOrder(publicId: string, phone: string, data: { state?: string; posStatusId?: number; createdAt?: Date } = {}) {
  return getDb().webOrder.create({
    data: {
      publicId,
      state: data.state ?? 'sent',
      posStatusId: data.posStatusId ?? null,
      mode: 'delivery',
      firstName: 'Ayşe',
      surname: 'Yılmaz',
      phone,
      address: 'Moda Cad. No: 12',
      district: 'Kadıköy',
      city: 'İstanbul',
      latitude: '40,9876',
      longitude: '29,0254',
      paymentTypeId: 1,
      paymentName: 'Nakit',
      note: 'Zili çalmayın, bebek uyuyor',
      itemsMinor: 50_000,
      discountMinor: 0,
      deliveryFeeMinor: 0,
      serviceChargeMinor: 0,
      totalMinor: 50_000,
      payload: JSON.stringify({
        CustomerName: 'Ayşe',
        CustomerSurname: 'Yılmaz',
        CustomerPhone: phone,
        CustomerId: phone,
        Address: 'Moda Cad. No: 12',
        OrderTotal: 500,
        WebOrderId: publicId,
        OrderDetails: [],
      }),
      createdAt: data.createdAt ?? T0,
      lines: { create: [{ position: 0, name: 'Adana Kebap', variantName: '', quantity: 2, unitPriceMinor: 25_000, totalMinor: 50_000 }] },
    },
  });
}

describe('the account', () => {
  it('shows the orders placed from the number as a guest, live and past, and staff see the count and last order', async () => {
    await storeOrder('guest-old', PHONE, { posStatusId: 7, createdAt: at(-86_400_000) });
    await storeOrder('guest-live', PHONE, { posStatusId: 2 });
    await storeOrder('someone-else', '05339876543');
    await send();
    expect(await confirmSignInCode(form({ phone: PHONE, code: await lastCode() }))).toMatchObject({ signedIn: true });
    const orders = await listOrdersForPhone(PHONE);
    expect(orders.map((o) => [o.publicId, o.live, o.step])).toEqual([
      ['guest-live', true, 'preparing'],
      ['guest-old', false, 'delivered'],
    ]);
    expect(await phoneOrderStats(PHONE, 'guest-live')).toMatchObject({ count: 2, last: { publicId: 'guest-old' } });
  });

  it('is deleted with its sessions and codes, its orders anonymised and its messages gone; refused while an order is being sent', async () => {
    await storeOrder('mine', PHONE, { posStatusId: 7 });
    await storeOrder('sending', PHONE, { state: 'pending' });
    await storeOrder('other', '05339876543');
    await send();
    await confirmSignInCode(form({ phone: PHONE, code: await lastCode() }));
    const customer = await getCustomer();
    if (!customer) throw new Error('not signed in');
    await getDb().customer.update({ where: { id: customer.id }, data: { name: 'Ayşe Yılmaz', email: 'ayse@example.com' } });
    await getDb().customerAddress.create({
      data: { customerId: customer.id, address: 'Moda Cad. No: 12', latitude: 40.98, longitude: 29.02 },
    });

    expect(await deleteAccount(customer.id)).toEqual({ deleted: false, reason: 'order-in-flight' });
    await getDb().webOrder.update({ where: { publicId: 'sending' }, data: { state: 'sent' } });
    expect(await deleteAccount(customer.id)).toEqual({ deleted: true, anonymisedOrders: 2 });

    const db = getDb();
    expect(await db.customer.count()).toBe(0);
    expect(await db.customerSession.count()).toBe(0);
    expect(await db.customerAddress.count()).toBe(0);
    expect(await db.phoneCode.count()).toBe(0);
    expect(await db.outboxMessage.count({ where: { recipient: '+905321234567' } })).toBe(0);
    const mine = await db.webOrder.findUniqueOrThrow({ where: { publicId: 'mine' }, include: { lines: true } });
    expect(mine).toMatchObject({
      firstName: '',
      surname: '',
      phone: '',
      address: null,
      // The delivery area is not a person: it stays for the reports, as the retention rules keep it (decision 240).
      district: 'Kadıköy',
      latitude: null,
      note: '',
      totalMinor: 50_000,
    });
    expect(mine.lines).toHaveLength(1);
    expect(mine.payload).not.toMatch(/Ayşe|Yılmaz|0532|Moda/);
    // CustomerId was the phone's digits: it becomes the order's own id (lib/privacy/personal-data.ts).
    expect(JSON.parse(mine.payload)).toMatchObject({ OrderTotal: 500, WebOrderId: 'mine', CustomerId: 'mine' });
    expect(await db.webOrder.findUniqueOrThrow({ where: { publicId: 'other' } })).toMatchObject({
      firstName: 'Ayşe',
      phone: '05339876543',
    });
    expect(await getCustomer()).toBeNull();
  });

  it('signs out: the session row and the cookie go', async () => {
    await send();
    await confirmSignInCode(form({ phone: PHONE, code: await lastCode() }));
    expect(await getCustomer()).not.toBeNull();
    await signOutCustomer();
    expect(fakeRequest.customer).toBeUndefined();
    expect(await getDb().customerSession.count()).toBe(0);
  });
});
