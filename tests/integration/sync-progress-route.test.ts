/**
 * GET /api/admin/sync/{id}, polled by the catalogue page's "Sync now": staff only, and its
 * refusals in the visitor's language (the language cookie, else Accept-Language), as the route has
 * no [locale] segment for the proxy to set.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/admin/sync/[id]/route';
import { getDb } from '@/lib/db';
import { LOCALE_COOKIE } from '@/lib/i18n/routing';
import { useOwnDatabase } from '@/tests/support/database';
import { installFakeRequest, resetFakeRequest } from '@/tests/support/request-context';
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
});

async function answer(id: string, headers: Record<string, string> = {}) {
  const response = await GET(new Request(`http://localhost/api/admin/sync/${id}`, { headers }), { params: Promise.resolve({ id }) });
  return { status: response.status, message: ((await response.json()) as { message?: string }).message };
}

describe('sync progress', () => {
  it('refuses without a staff session, in the visitor’s language', async () => {
    expect(await answer('1')).toEqual({ status: 401, message: 'Senkronizasyonun ilerleyişini görmek için giriş yapın.' });
    expect(await answer('1', { 'accept-language': 'en-GB,en;q=0.8' })).toEqual({ status: 401, message: 'Sign in to see sync progress.' });
  });

  it('says there is no such sync, in the language the staff member chose', async () => {
    await signInStaff('ops@sofra.test', 'Deniz', 'staff');
    expect(await answer('999999', { 'accept-language': 'tr', cookie: `${LOCALE_COOKIE}=en` })).toEqual({
      status: 404,
      message: 'There is no such sync.',
    });
    expect(await answer('not-an-id')).toEqual({ status: 404, message: 'Böyle bir senkronizasyon yok.' });
  });
});
