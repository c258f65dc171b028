/**
 * Delivery zones (issue 19): matching for each kind with its edge points, the order of overlapping
 * zones, the refusal outside every zone, re-pricing when the address changes, and the point the POS
 * receives without a pin. Zones are stored in the database; orders go to the real sandbox over HTTP.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readStaffOrder } from '@/lib/admin-orders/detail';
import { getShopContext } from '@/lib/cart/shop-context';
import { quoteCheckout } from '@/lib/checkout/quote';
import { encodeShownCart, shownCartOf } from '@/lib/checkout/shown-cart';
import { getDb } from '@/lib/db';
import { zoneCookieValue } from '@/lib/zones/choice';
import { metresBetween } from '@/lib/zones/match';
import { resolveZone } from '@/lib/zones/resolve';
import { createZone, moveZone, updateZone, type ZoneInput } from '@/lib/zones/store';
import { fakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { receivedOrders, resetShopSettings } from '@/tests/support/shop';
import { freshCart, submitCheckout } from '@/tests/support/shopper';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();
const suite = sandboxSuite({ shop: 'once' });

const RESTAURANT = { latitude: 41.0227, longitude: 28.9775 };
const terms = { feeMinor: 0, freeAboveMinor: null, minimumOrderMinor: 0, extraMinutes: 0 };
/** A square of ±0.01° around the restaurant (about 1.1 km north–south). */
const SQUARE: [number, number][] = [
  [28.9675, 41.0127],
  [28.9875, 41.0127],
  [28.9875, 41.0327],
  [28.9675, 41.0327],
  [28.9675, 41.0127],
];
const NEAR: ZoneInput = { ...terms, name: 'Karaköy', kind: 'polygon', polygon: SQUARE, feeMinor: 1_000 };
const RING: ZoneInput = { ...terms, name: '3 km', kind: 'radius', radiusMeters: 3_000, feeMinor: 2_500, extraMinutes: 10 };
const MODA_REFERENCE = { latitude: 40.987, longitude: 29.026 };
const MODA: ZoneInput = {
  ...terms,
  name: 'Moda',
  kind: 'places',
  places: [{ city: 'İstanbul', district: 'Kadıköy', neighbourhood: 'Moda Mah' }],
  reference: MODA_REFERENCE,
  feeMinor: 4_500,
  freeAboveMinor: 200_000,
  extraMinutes: 15,
};

beforeEach(() => resetShopSettings({ latitude: RESTAURANT.latitude, longitude: RESTAURANT.longitude }));

const zoneOf = async (query: Parameters<typeof resolveZone>[0]) => {
  const resolved = await resolveZone(query, RESTAURANT);
  return resolved.kind === 'inside' ? resolved.zone.name : resolved.kind;
};

/** The point `metres` due north of the restaurant on Turf's sphere. */
function northOf(metres: number) {
  return { latitude: RESTAURANT.latitude + ((metres / 6_371_008.8) * 180) / Math.PI, longitude: RESTAURANT.longitude };
}

describe('matching', () => {
  it('a polygon contains its inside, its corners and its edges, and nothing past them', async () => {
    await createZone(NEAR);
    expect(await zoneOf({ point: RESTAURANT })).toBe('Karaköy');
    expect(await zoneOf({ point: { latitude: 41.0127, longitude: 28.9675 } })).toBe('Karaköy');
    expect(await zoneOf({ point: { latitude: 41.0327, longitude: 28.9775 } })).toBe('Karaköy');
    expect(await zoneOf({ point: { latitude: 41.0328, longitude: 28.9775 } })).toBe('outside');
  });

  it('a radius contains a pin exactly at its radius and not one two metres further', async () => {
    await createZone(RING);
    expect(metresBetween(RESTAURANT, northOf(3_000))).toBeCloseTo(3_000, 3);
    expect(await zoneOf({ point: northOf(3_000) })).toBe('3 km');
    expect(await zoneOf({ point: northOf(3_002) })).toBe('outside');
  });

  it('places match by province, district and neighbourhood, whatever the case, dotted i or suffix', async () => {
    await createZone(MODA);
    await createZone({ ...MODA, name: 'Üsküdar', places: [{ city: 'İstanbul', district: 'Üsküdar', neighbourhood: null }] });
    expect(await zoneOf({ place: { city: 'ISTANBUL', district: 'kadıköy', neighbourhood: 'Moda Mahallesi' } })).toBe('Moda');
    expect(await zoneOf({ place: { city: 'İstanbul', district: 'Kadikoy', neighbourhood: 'moda' } })).toBe('Moda');
    expect(await zoneOf({ place: { city: 'İstanbul', district: 'Kadıköy', neighbourhood: 'Caferağa' } })).toBe('outside');
    expect(await zoneOf({ place: { city: 'İstanbul', district: 'ÜSKÜDAR', neighbourhood: 'Kuzguncuk Mah' } })).toBe('Üsküdar');
    expect(await zoneOf({ place: { city: 'Ankara', district: 'Kadıköy', neighbourhood: 'Moda' } })).toBe('outside');
  });

  it('overlapping zones: the first in the order wins, and moving one changes which', async () => {
    const near = await createZone(NEAR);
    const ring = await createZone(RING);
    expect(await zoneOf({ point: RESTAURANT })).toBe('Karaköy');
    await moveZone(ring, 'up');
    expect(await zoneOf({ point: RESTAURANT })).toBe('3 km');
    await moveZone(near, 'up');
    expect(await zoneOf({ point: RESTAURANT })).toBe('Karaköy');
    // Only the radius reaches 2 km out.
    expect(await zoneOf({ point: northOf(2_000) })).toBe('3 km');
  });

  it('with no zones nothing is resolved; with zones but no address, the customer is asked', async () => {
    expect(await zoneOf({ point: RESTAURANT })).toBe('no-zones');
    await createZone(NEAR);
    expect(await zoneOf({})).toBe('unknown');
  });
});

describe('checkout in zones', () => {
  it('refuses an address outside every zone, naming it and offering pickup; nothing reaches the POS', async () => {
    await createZone(MODA);
    await freshCart('delivery');
    const before = await getDb().webOrder.count();
    const result = await submitCheckout(suite.sandbox.client, { district: 'Üsküdar', neighbourhood: 'Kuzguncuk' });
    expect(result).toMatchObject({ placed: false, state: { offerPickup: true } });
    if (result.placed) throw new Error('placed');
    expect(result.state.message).toContain('Kuzguncuk, Üsküdar, İstanbul');
    expect(result.state.message).toMatch(/pickup|collect/i);
    expect(await getDb().webOrder.count()).toBe(before);
  });

  it('a pin outside every zone is refused with the pin named', async () => {
    await createZone(NEAR);
    await freshCart('delivery');
    const result = await submitCheckout(suite.sandbox.client, { latitude: '41.1000', longitude: '29.1000' });
    if (result.placed) throw new Error('placed');
    expect(result.state.message).toContain('41.10000, 29.10000');
  });

  it('the far zone’s fee, and its reference point when the customer shares no pin', async () => {
    await createZone(NEAR);
    await createZone(MODA);
    await freshCart('delivery');
    const result = await submitCheckout(suite.sandbox.client, { neighbourhood: 'Moda', latitude: '', longitude: '' });
    if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result.state)}`);
    const [received] = await receivedOrders(suite.sandbox, result.publicId);
    expect(received?.request.DeliveryFee).toBe(45);
    expect(received?.request.CustomerLatitude).toBe('40,9870');
    const order = await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId } });
    expect(order.deliveryFeeMinor).toBe(4_500);
  });

  it('the order keeps which zone priced it and its terms then, whatever staff change later', async () => {
    await createZone(NEAR);
    const modaId = await createZone(MODA);
    await freshCart('delivery');
    const result = await submitCheckout(suite.sandbox.client, { neighbourhood: 'Moda', latitude: '', longitude: '' });
    if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result.state)}`);
    await updateZone(modaId, { ...MODA, name: 'Moda (yeni)', feeMinor: 9_900 });
    const order = await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId } });
    expect(order).toMatchObject({
      zoneId: modaId,
      zoneName: 'Moda',
      zoneFeeMinor: 4_500,
      zoneFreeAboveMinor: 200_000,
      zoneMinimumMinor: 0,
      zoneExtraMinutes: 15,
    });
    const staff = await readStaffOrder(order.id);
    expect(staff?.zone).toEqual({
      id: modaId,
      name: 'Moda',
      feeMinor: 4_500,
      freeAboveMinor: 200_000,
      minimumOrderMinor: 0,
      extraMinutes: 15,
    });
  });

  it('a shop without zones records none on its orders', async () => {
    await freshCart('delivery');
    const result = await submitCheckout(suite.sandbox.client);
    if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result.state)}`);
    const order = await getDb().webOrder.findUniqueOrThrow({ where: { publicId: result.publicId } });
    expect(order).toMatchObject({ zoneId: null, zoneName: null, zoneFeeMinor: null });
  });

  it('a pin inside a polygon is sent as given, priced at that zone', async () => {
    await createZone(NEAR);
    await freshCart('delivery');
    const result = await submitCheckout(suite.sandbox.client, { latitude: '41.0200', longitude: '28.9800' });
    if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result.state)}`);
    const [received] = await receivedOrders(suite.sandbox, result.publicId);
    expect(received?.request.DeliveryFee).toBe(10);
    expect(received?.request.CustomerLatitude).toBe('41,0200');
  });

  it('re-prices the fee when the address placed is in another zone than the one the page was priced for', async () => {
    await createZone(NEAR);
    await createZone(MODA);
    await freshCart('delivery');
    fakeRequest.zone = zoneCookieValue({ latitude: 41.02, longitude: 28.98 });
    const page = await quoteCheckout(await getShopContext(), '', new Date());
    expect(page.summary.totals.deliveryFeeMinor).toBe(1_000);
    const shown = encodeShownCart(shownCartOf(page));
    const before = await getDb().webOrder.count();

    const stale = await submitCheckout(suite.sandbox.client, { neighbourhood: 'Moda', shownCart: shown });
    if (stale.placed) throw new Error('placed at the old fee');
    expect(stale.state.summary?.deliveryFeeMinor).toBe(4_500);
    expect(stale.state.changes?.join(' ')).toMatch(/₺10[.,]00 → ₺45[.,]00/);
    expect(await getDb().webOrder.count()).toBe(before);

    const confirmed = await submitCheckout(suite.sandbox.client, { neighbourhood: 'Moda', shownCart: stale.state.shownCart ?? '' });
    expect(confirmed.placed).toBe(true);
  });

  it('adds the zone’s extra minutes to the promised time', async () => {
    await resetShopSettings({ ...RESTAURANT, prepMinutes: 30 });
    await createZone(MODA);
    await freshCart('delivery');
    fakeRequest.zone = zoneCookieValue({ city: 'İstanbul', district: 'Kadıköy', neighbourhood: 'Moda Mah' });
    const quote = await quoteCheckout(await getShopContext(), '', new Date());
    expect(quote.promisedMinutes).toBe(45);
    expect(quote.summary.totals.deliveryFeeMinor).toBe(4_500);
  });
});
