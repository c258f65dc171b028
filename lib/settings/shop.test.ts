import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAUSED_MESSAGE,
  NO_LOCATION_MESSAGE,
  NO_SELLER_MESSAGE,
  orderingState,
  orderingStateFor,
  parseSyncHours,
  promisedMinutes,
  type ShopSettings,
} from '@/lib/settings/shop';

const base: ShopSettings = {
  deliveryFeeMinor: 2_990,
  freeDeliveryAboveMinor: 50_000,
  serviceChargeMinor: 500,
  minimumDeliveryOrderMinor: 20_000,
  openingHours: null,
  closedDates: [],
  paused: false,
  pausedMessage: '',
  busy: false,
  prepMinutes: 30,
  busyExtraMinutes: 20,
  webSalesChannel: 'Web',
  restaurantName: 'Sofra',
  currency: 'TRY',
  locale: 'tr-TR',
  syncHours: null,
  location: null,
  missingSellerFields: [],
  updatedAt: '2026-03-01T00:00:00.000Z',
};

describe('promisedMinutes', () => {
  it('is the preparation time, plus the busy extra only in busy mode', () => {
    expect(promisedMinutes(base)).toBe(30);
    expect(promisedMinutes({ ...base, busy: true })).toBe(50);
  });
});

describe('orderingState', () => {
  const now = new Date('2026-03-13T10:00:00Z');
  it('refuses orders while paused, with the staff message or a default one', () => {
    expect(orderingState({ ...base, paused: true, pausedMessage: ' Back at 18:00 ' }, now, 'Europe/Istanbul')).toEqual({
      accepting: false,
      reason: 'paused',
      message: 'Back at 18:00',
    });
    expect(orderingState({ ...base, paused: true }, now, 'Europe/Istanbul')).toMatchObject({ message: DEFAULT_PAUSED_MESSAGE });
  });

  it('refuses orders outside the opening hours and takes them inside', () => {
    const hours = { mon: [], tue: [], wed: [], thu: [], fri: [{ open: '14:00', close: '22:00' }], sat: [], sun: [] };
    expect(orderingState({ ...base, openingHours: hours }, now, 'Europe/Istanbul')).toMatchObject({ accepting: false, reason: 'closed' });
    expect(orderingState({ ...base, openingHours: hours }, new Date('2026-03-13T12:00:00Z'), 'Europe/Istanbul')).toEqual({
      accepting: true,
    });
  });
});

describe('orderingStateFor', () => {
  const now = new Date('2026-03-13T10:00:00Z');
  const located = { ...base, location: { latitude: 41.0227, longitude: 28.9775 } };
  it('takes no delivery or pickup orders while the location is unset; table orders go on (decision 173)', () => {
    for (const mode of ['delivery', 'pickup'] as const) {
      expect(orderingStateFor(base, mode, now, 'Europe/Istanbul')).toEqual({
        accepting: false,
        reason: 'no-location',
        message: NO_LOCATION_MESSAGE,
      });
      expect(orderingStateFor(located, mode, now, 'Europe/Istanbul')).toEqual({ accepting: true });
    }
    expect(orderingStateFor(base, 'table', now, 'Europe/Istanbul')).toEqual({ accepting: true });
  });

  it('says the staff’s pause message first', () => {
    expect(orderingStateFor({ ...base, paused: true }, 'pickup', now, 'Europe/Istanbul')).toMatchObject({ reason: 'paused' });
  });

  it('takes no orders of any mode while the seller identity is incomplete, naming the fields (decision 230)', () => {
    const incomplete = { ...located, missingSellerFields: ['taxNumber' as const, 'mersisNumber' as const] };
    for (const mode of ['delivery', 'pickup', 'table'] as const) {
      expect(orderingStateFor(incomplete, mode, now, 'Europe/Istanbul')).toEqual({
        accepting: false,
        reason: 'no-seller',
        message: NO_SELLER_MESSAGE,
        missing: ['taxNumber', 'mersisNumber'],
      });
    }
    // Without the location too, the identity is named: it stops every mode.
    expect(orderingStateFor({ ...incomplete, location: null }, 'pickup', now, 'Europe/Istanbul')).toMatchObject({ reason: 'no-seller' });
  });

  it('says the pause first, and an incomplete identity before the opening hours (decision 230)', () => {
    const incomplete = { ...located, missingSellerFields: ['legalName' as const] };
    expect(orderingStateFor({ ...incomplete, paused: true }, 'table', now, 'Europe/Istanbul')).toMatchObject({ reason: 'paused' });
    const closedAllWeek = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(orderingState({ ...incomplete, openingHours: closedAllWeek }, now, 'Europe/Istanbul')).toMatchObject({ reason: 'no-seller' });
  });
});

describe('sync hours', () => {
  it('reads the stored list, sorted and without repeats; an empty or bad value means the environment default', () => {
    expect(parseSyncHours('16, 6,11,6')).toEqual([6, 11, 16]);
    expect(parseSyncHours('')).toBeNull();
    expect(parseSyncHours(null)).toBeNull();
    expect(parseSyncHours('6,24')).toBeNull();
  });
});
