import { describe, expect, it } from 'vitest';
import { newCartLimitKeys, orderLimitKeys } from '@/lib/limits/flood';
import type { FloodLimits } from '@/lib/settings/flood-limits';

const LIMITS: FloodLimits = {
  orderLimitPerAddress: 20,
  orderLimitPerPhone: 10,
  orderLimitPerCart: 1,
  newCartLimitPerAddress: 30,
  limitWindowMinutes: 60,
};

describe('the counters an order takes', () => {
  it('are the address, the cart and the phone, each with its limit and the shared window', () => {
    expect(orderLimitKeys({ address: '203.0.113.7', phone: '05321234567', cartId: 'c1' }, LIMITS)).toEqual([
      { kind: 'address', key: 'order:address:203.0.113.7', limit: 20, windowMs: 3_600_000 },
      { kind: 'cart', key: 'order:cart:c1', limit: 1, windowMs: 3_600_000 },
      { kind: 'phone', key: 'order:phone:05321234567', limit: 10, windowMs: 3_600_000 },
    ]);
  });

  it('leave the phone out at a table, where none is asked', () => {
    expect(orderLimitKeys({ address: 'a', phone: '', cartId: 'c' }, LIMITS).map((k) => k.kind)).toEqual(['address', 'cart']);
  });

  it('are apart from the new-cart counter of the same address', () => {
    expect(newCartLimitKeys('203.0.113.7', { ...LIMITS, limitWindowMinutes: 15 })).toEqual([
      { kind: 'new-cart', key: 'cart:address:203.0.113.7', limit: 30, windowMs: 900_000 },
    ]);
  });
});
