/**
 * The POS refuses pickup and delivery orders without coordinates, and the site sends the
 * restaurant's own location for them (docs/decisions/168): until staff enter it, the dashboard says
 * so at once, with the way to fix it for an owner and whom to ask for staff.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import DashboardPage from '@/app/[locale]/admin/page';
import { getDb } from '@/lib/db';
import { useOwnDatabase } from '@/tests/support/database';
import { withIntl } from '@/tests/support/intl';
import { installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
import { resetShopSettings } from '@/tests/support/shop';
import { signInStaff } from '@/tests/support/staff';

installFakeRequest();

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  cleanUp = await useOwnDatabase();
});
afterAll(async () => {
  await cleanUp();
});
beforeEach(async () => {
  resetFakeRequest();
  await getDb().staffSession.deleteMany();
  await getDb().staffUser.deleteMany();
  await getDb().shopSettings.deleteMany();
});

const WARNING = 'The restaurant&#x27;s location is not set.';

describe('the dashboard and the restaurant’s location', () => {
  it('warns an owner while the location is unset, with a link to the settings', async () => {
    await signInStaff('owner@sofra.test', 'Owner', 'owner');
    const html = renderToStaticMarkup(withIntl(await DashboardPage()));
    expect(html).toContain(WARNING);
    // In the staff's language: English lives under /en.
    expect(html).toContain('href="/en/admin/settings#location"');
  });

  it('tells staff to ask an owner, without the link they could not use', async () => {
    await signInStaff('staff@sofra.test', 'Staff', 'staff');
    const html = renderToStaticMarkup(withIntl(await DashboardPage()));
    expect(html).toContain(WARNING);
    expect(html).toContain('Ask an owner to enter it in the settings.');
    expect(html).not.toContain('href="/en/admin/settings#location"');
  });

  it('says nothing once the location is saved', async () => {
    await resetShopSettings({ latitude: 41.0227, longitude: 28.9775 });
    await signInStaff('owner@sofra.test', 'Owner', 'owner');
    expect(renderToStaticMarkup(withIntl(await DashboardPage()))).not.toContain(WARNING);
  });
});
