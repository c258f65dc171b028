/**
 * The POS requires coordinates on delivery and pickup orders (spec: "not required for table
 * orders"). The site always sends valid ones: pickup the restaurant's location from settings,
 * delivery the customer's pin or else the restaurant's location (docs/decisions/168). Staff enter
 * the location in the admin settings. Checked on what the sandbox received over HTTP.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as actions from '@/app/[locale]/admin/settings/actions';
import { readShopSettings } from '@/lib/settings/shop';
import { form } from '@/tests/support/forms';
import { fakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { receivedOrders, resetShopSettings } from '@/tests/support/shop';
import { freshCart, submitCheckout } from '@/tests/support/shopper';
import { signInStaff } from '@/tests/support/staff';
import { sandboxSuite } from '@/tests/support/suites';

installFakeRequest();

const suite = sandboxSuite({ shop: 'once' });
const none = { ok: false } as const;

// The sandbox refuses delivery and pickup orders without coordinates (715), as the POS does.
beforeEach(() => resetShopSettings({ latitude: 41.0227, longitude: 28.9775 }));

async function placedCoordinates(mode: 'delivery' | 'pickup', fields: Record<string, string> = {}) {
  await freshCart(mode);
  const result = await submitCheckout(suite.sandbox.client, fields);
  if (!result.placed) throw new Error(`not placed: ${JSON.stringify(result)}`);
  const [received] = await receivedOrders(suite.sandbox, result.publicId);
  const request = received?.request as { CustomerLatitude?: string; CustomerLongitude?: string } | undefined;
  return [request?.CustomerLatitude, request?.CustomerLongitude];
}

describe('coordinates on every delivery and pickup order', () => {
  it('pickup carries the restaurant’s own location', async () => {
    expect(await placedCoordinates('pickup')).toEqual(['41,0227', '28,9775']);
  });

  it('delivery carries the customer’s pin when given, else the restaurant’s location', async () => {
    expect(await placedCoordinates('delivery', { latitude: '40.9901', longitude: '29.0292' })).toEqual(['40,9901', '29,0292']);
    expect(await placedCoordinates('delivery', { latitude: '', longitude: '' })).toEqual(['41,0227', '28,9775']);
  });
});

describe('the restaurant’s location in the admin settings', () => {
  it('is saved from the form (a comma taken as the decimal mark) and refused outside the globe', async () => {
    await signInStaff();
    expect(fakeRequest.token).toBeDefined();
    expect((await actions.saveLocation(none, form({ latitude: '41,0082', longitude: '28.9784' }))).ok).toBe(true);
    expect((await readShopSettings()).location).toEqual({ latitude: 41.0082, longitude: 28.9784 });
    const refused = await actions.saveLocation(none, form({ latitude: '91', longitude: 'east' }));
    expect(Object.keys(refused.fieldErrors ?? {}).sort()).toEqual(['latitude', 'longitude']);
    expect((await readShopSettings()).location).toEqual({ latitude: 41.0082, longitude: 28.9784 });
  });
});
