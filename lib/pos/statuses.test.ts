import { describe, expect, it } from 'vitest';
import { orderTypeNameFor, priceListFor, statusNameFor } from '@/lib/pos/statuses';

describe('statuses', () => {
  it('status ids map to names: Ordered 1, Preparing 2, Prepared 3, OnDelivery 5, Closed 7, Cancelled 9', () => {
    expect([1, 2, 3, 5, 7, 9].map((id) => statusNameFor(id))).toEqual([
      'Ordered',
      'Preparing',
      'Prepared',
      'OnDelivery',
      'Closed',
      'Cancelled',
    ]);
  });

  it('the id wins over a display label (GET Order/{id} may answer "Sipariş Alındı")', () => {
    expect(statusNameFor(1, 'Sipariş Alındı')).toBe('Ordered');
  });

  it('an unknown id falls back to an English status name sent as the label, else null', () => {
    expect(statusNameFor(42, 'ondelivery')).toBe('OnDelivery');
    expect(statusNameFor(42, 'Yolda')).toBeNull();
    expect(statusNameFor(42)).toBeNull();
  });

  it('stored order types: 1 Table, 2 Delivery, 3 TakeAway; others unknown', () => {
    expect([1, 2, 3, 5].map(orderTypeNameFor)).toEqual(['Table', 'Delivery', 'TakeAway', null]);
  });

  it('price lists: table 1, delivery 3, pickup 5 (pickup is 3 in a SaveOrder but 5 in the price list)', () => {
    expect(priceListFor('table')).toBe(1);
    expect(priceListFor('delivery')).toBe(3);
    expect(priceListFor('pickup')).toBe(5);
  });
});
