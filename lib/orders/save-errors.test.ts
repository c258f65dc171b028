import { describe, expect, it } from 'vitest';
import { PosError, PosSchemaError } from '@/lib/pos';
import { classifySaveError, rejectionMessage } from '@/lib/orders/save-errors';

const refused = (status: number, posMessage: string) =>
  new PosError({ kind: status === 713 ? 'duplicate' : 'rejected', endpoint: 'SaveOrder', status, posMessage });

describe('classifySaveError', () => {
  it('treats 713 as "the POS already has it"', () => {
    expect(classifySaveError(refused(713, 'Duplicate order number: W1'))).toBe('duplicate');
  });

  it('treats answers that may hide a saved order as retryable', () => {
    const timeout = new PosError({ kind: 'transport', endpoint: 'SaveOrder', detail: 'no answer', mayHaveCommitted: true });
    const rateLimited = new PosError({ kind: 'rate-limited', endpoint: 'SaveOrder', status: 601 });
    const unreadable = new PosSchemaError('SaveOrder', ['orderId: expected number']);
    const saveError = refused(711, 'Save error');
    for (const error of [timeout, rateLimited, unreadable, saveError, new Error('socket hang up')]) {
      expect(classifySaveError(error)).toBe('retry');
    }
  });

  it('treats other business answers (715, auth) as a refusal', () => {
    expect(classifySaveError(refused(715, 'bad order'))).toBe('rejected');
    expect(classifySaveError(new PosError({ kind: 'auth', endpoint: 'SaveOrder', status: 901 }))).toBe('rejected');
  });
});

describe('rejectionMessage', () => {
  it('says in plain words when a product is not sold for this kind of order', () => {
    const message = rejectionMessage(refused(715, "OrderDetails[0]: Product 'Karışık Izgara (Parti Tepsisi)' has no pickup price"));
    expect(message).toMatch(/not available for this kind of order/);
    expect(message).not.toMatch(/OrderDetails|715/);
  });

  it('says prices changed when the total does not add up', () => {
    expect(rejectionMessage(refused(715, 'OrderTotal 500.00 does not add up: lines 490.00 - discounts 0.00 ...'))).toMatch(
      /prices changed/,
    );
  });

  it('names the table, the payment method and the location problems', () => {
    expect(rejectionMessage(refused(715, 'TableId 999 is not a table in AreasWithTables'))).toMatch(/table/);
    expect(rejectionMessage(refused(715, 'PaymentMethodId 99 is not a payment type of PaymentTypes'))).toMatch(/payment method/);
    expect(rejectionMessage(refused(715, 'CustomerLatitude must use a comma decimal separator'))).toMatch(/location/);
  });

  it('says the restaurant cannot take orders when the integration itself is refused', () => {
    expect(rejectionMessage(new PosError({ kind: 'auth', endpoint: 'SaveOrder', status: 902, posMessage: 'Wrong API secret' }))).toMatch(
      /can't take online orders/,
    );
  });

  it('falls back to a general sentence that keeps the cart, never the POS text', () => {
    const message = rejectionMessage(refused(715, 'Bilinmeyen hata'));
    expect(message).toMatch(/cart is kept/);
    expect(message).not.toMatch(/Bilinmeyen/);
  });
});
