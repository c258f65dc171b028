import { describe, expect, it } from 'vitest';
import { PosError } from '@/lib/pos';
import { formTranslator } from '@/lib/forms/read-form';
import { describePosError, type PosErrorSituation } from '@/lib/pos/describe-error';
import { setTestLocale } from '@/tests/support/next-intl-server';

const refused = (status: number, posMessage: string) =>
  new PosError({ kind: status === 713 ? 'duplicate' : 'rejected', endpoint: 'SaveOrder', status, posMessage });
const toCustomer = (error: PosError) => describePosError(error, { audience: 'customer', task: 'place-order' });

/** Staff's words as the screen shows them, in the test language (English unless a test says otherwise). */
const toStaff = async (error: unknown, situation: PosErrorSituation) => (await formTranslator())(describePosError(error, situation));

describe('describePosError for staff', () => {
  const timeout = new PosError({ kind: 'transport', endpoint: 'Cancel', detail: 'no answer', mayHaveCommitted: true });
  const closed = new PosError({ kind: 'not-allowed', endpoint: 'Cancel', status: 750, posMessage: 'Order is closed' });

  it('words the same failure for what staff were doing', async () => {
    expect(await toStaff(timeout, { audience: 'staff', task: 'sales-report' })).toMatch(/did not answer/);
    expect(await toStaff(timeout, { audience: 'staff', task: 'cancel' })).toMatch(/Refresh status/);
    expect(await toStaff(timeout, { audience: 'staff', task: 'catalog-sync' })).toMatch(/^Could not get the catalogue from the POS: /);
    expect(await toStaff(closed, { audience: 'staff', task: 'cancel' })).toMatch(/already closed/);
    expect(await toStaff(closed, { audience: 'staff', task: 'cancel-delivery' })).toMatch(/not on delivery/);
  });

  it('names the credentials to check when the POS refuses them', async () => {
    const auth = new PosError({ kind: 'auth', endpoint: 'CompletedOrders', status: 901 });
    expect(await toStaff(auth, { audience: 'staff', task: 'sales-report' })).toMatch(/POS_API_KEY, POS_API_SECRET/);
  });

  it('says it in Turkish to Turkish staff', async () => {
    setTestLocale('tr');
    try {
      expect(await toStaff(closed, { audience: 'staff', task: 'cancel' })).toBe(
        'POS reddetti: sipariş zaten kapanmış, artık iptal edilemez.',
      );
      expect(await toStaff(timeout, { audience: 'staff', task: 'catalog-sync' })).toMatch(/^Katalog POS’tan alınamadı: /);
    } finally {
      setTestLocale('en');
    }
  });

  it('rethrows what is not a POS failure (a bug, not an answer)', () => {
    const bug = new TypeError('x is undefined');
    expect(() => describePosError(bug, { audience: 'staff', task: 'sales-report' })).toThrow(bug);
  });
});

describe('describePosError for a customer whose order the POS refused', () => {
  it('says in plain words when a product is not sold for this kind of order', () => {
    const message = toCustomer(refused(715, "OrderDetails[0]: Product 'Karışık Izgara (Parti Tepsisi)' has no pickup price"));
    expect(message).toMatch(/not available for this kind of order/);
    expect(message).not.toMatch(/OrderDetails|715/);
  });

  it('says prices changed when the total does not add up', () => {
    expect(toCustomer(refused(715, 'OrderTotal 500.00 does not add up: lines 490.00 - discounts 0.00 ...'))).toMatch(/prices changed/);
  });

  it('names the table, the payment method and the location problems', () => {
    expect(toCustomer(refused(715, 'TableId 999 is not a table in AreasWithTables'))).toMatch(/table/);
    expect(toCustomer(refused(715, 'PaymentMethodId 99 is not a payment type of PaymentTypes'))).toMatch(/payment method/);
    expect(toCustomer(refused(715, 'CustomerLatitude must use a comma decimal separator'))).toMatch(/map/);
  });

  it('says the restaurant cannot take orders when the integration itself is refused', () => {
    expect(toCustomer(new PosError({ kind: 'auth', endpoint: 'SaveOrder', status: 902, posMessage: 'Wrong API secret' }))).toMatch(
      /can't take online orders/,
    );
  });

  it('falls back to a general sentence that keeps the cart, never the POS text', () => {
    const message = toCustomer(refused(715, 'Bilinmeyen hata'));
    expect(message).toMatch(/cart is kept/);
    expect(message).not.toMatch(/Bilinmeyen/);
  });
});
