/**
 * Tables and the QR sheet from the POS mirror: removed tables and areas stay off, each area is its
 * own printed section, and each code carries the table's ordering address.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import PrintTablesPage from '@/app/[locale]/admin/tables/print/page';
import TablesPage from '@/app/[locale]/admin/tables/page';
import { useOwnDatabase } from '@/tests/support/database';
import { withIntl } from '@/tests/support/intl';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { expectRedirect } from '@/tests/support/forms';
import { fakeRequest, resetFakeRequest, installFakeRequest } from '@/tests/support/request-context';
import { signInStaff } from '@/tests/support/staff';
import { getDb } from '@/lib/db';
import { parseEnv, resetEnvCache } from '@/lib/env';
import { siteBaseUrl, siteUrlProblem } from '@/lib/site-url';
import { listAreasWithTables, tableOrderUrl } from '@/lib/tables/tables';

installFakeRequest();

const SITE = 'https://order.sofra.test';
const removedAt = new Date('2026-01-01T00:00:00Z');

async function seedMirror(): Promise<void> {
  const db = getDb();
  await db.posTable.deleteMany();
  await db.posArea.deleteMany();
  await db.posArea.createMany({
    data: [
      { id: 2, name: 'Bahçe', position: 1 },
      { id: 1, name: 'Salon', position: 0 },
      { id: 3, name: 'Kapalı Teras', position: 2, removedAt },
      { id: 4, name: 'Boş Alan', position: 3 },
    ],
  });
  await db.posTable.createMany({
    data: [
      { id: 101, areaId: 1, name: 'Masa 1', position: 0 },
      { id: 102, areaId: 1, name: 'Masa 2', position: 1 },
      { id: 103, areaId: 1, name: 'Masa 3 (eski)', position: 2, removedAt },
      { id: 201, areaId: 2, name: 'B1', position: 0 },
      { id: 301, areaId: 3, name: 'T1', position: 0 },
    ],
  });
}

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  cleanUp = await useOwnDatabase();
  await signInStaff();
});
beforeEach(async () => {
  process.env.SITE_URL = SITE;
  resetEnvCache();
  await seedMirror();
});
afterAll(async () => {
  delete process.env.SITE_URL;
  await cleanUp();
});

describe('areas and tables from the mirror', () => {
  it('lists live areas in POS order with their live tables, leaving out removed ones and empty areas', async () => {
    expect(await listAreasWithTables()).toEqual([
      {
        id: 1,
        name: 'Salon',
        tables: [
          { id: 101, name: 'Masa 1' },
          { id: 102, name: 'Masa 2' },
        ],
      },
      { id: 2, name: 'Bahçe', tables: [{ id: 201, name: 'B1' }] },
    ]);
  });

  it('points a table at <SITE_URL>/t/<tableId>, or at localhost:PORT without SITE_URL', () => {
    expect(tableOrderUrl(101)).toBe(`${SITE}/t/101`);
    expect(siteBaseUrl(parseEnv({ PORT: '3200' }))).toBe('http://localhost:3200');
    expect(siteBaseUrl(parseEnv({ SITE_URL: 'https://order.example/' }))).toBe('https://order.example');
  });
});

describe('the QR sheet', () => {
  it('cards carry the restaurant’s name and “Scan to order”, with no warning when SITE_URL is public', async () => {
    await getDb().shopSettings.upsert({
      where: { id: 1 },
      create: { id: 1, restaurantName: 'Lokanta Deniz' },
      update: { restaurantName: 'Lokanta Deniz' },
    });
    const html = renderToStaticMarkup(withIntl(await PrintTablesPage()));
    expect(html.match(/Lokanta Deniz/g)).toHaveLength(3);
    expect(html.match(/Scan to order/g)).toHaveLength(3);
    expect(html).not.toContain('role="alert"');
    await getDb().shopSettings.deleteMany();
  });

  it('prints the cards in Turkish for Turkish staff: “Sipariş için okutun” under each code', async () => {
    setTestLocale('tr');
    try {
      const html = renderToStaticMarkup(withIntl(await PrintTablesPage(), 'tr'));
      expect(html).toContain('Masa QR kodları');
      expect(html.match(/Sipariş için okutun/g)).toHaveLength(3);
      expect(html).toContain('aria-label="Masa 1, Salon için QR kodu: ');
      expect(html).not.toContain('Scan to order');
    } finally {
      setTestLocale('en');
    }
  });

  it('warns, and says how to set SITE_URL, when the codes would open this machine', async () => {
    delete process.env.SITE_URL;
    process.env.PORT = '3200';
    resetEnvCache();
    const unset = renderToStaticMarkup(withIntl(await PrintTablesPage()));
    expect(unset).toContain('role="alert"');
    expect(unset).toContain('These codes open http://localhost:3200, which guests&#x27; phones cannot reach.');
    expect(unset).toContain('SITE_URL is not set.');
    expect(unset).toContain('SITE_URL=https://order.example.com');
    expect(unset).toContain('data-url="http://localhost:3200/t/101"');

    expect(siteUrlProblem(parseEnv({}))).toBe('unset');
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', 'http://shop.localhost']) {
      expect(siteUrlProblem(parseEnv({ SITE_URL: local })), local).toBe('loopback');
    }
    expect(siteUrlProblem(parseEnv({ SITE_URL: 'https://order.example' }))).toBeNull();
    delete process.env.PORT;
  });

  it('redirects a visitor without a session to sign in', async () => {
    const token = fakeRequest.token;
    resetFakeRequest();
    fakeRequest.path = '/admin/tables/print';
    expect(await expectRedirect(PrintTablesPage)).toBe('/admin/sign-in?next=%2Fadmin%2Ftables%2Fprint');
    fakeRequest.path = '/admin/tables';
    expect(await expectRedirect(TablesPage)).toBe('/admin/sign-in?next=%2Fadmin%2Ftables');
    fakeRequest.token = token;
  });

  it('prints one section per area and one QR code per table, each carrying its address', async () => {
    const html = renderToStaticMarkup(withIntl(await PrintTablesPage()));
    const sections = [...html.matchAll(/<section[^>]*aria-labelledby="sheet-area-(\d+)"/g)].map((m) => m[1]);
    expect(sections).toEqual(['1', '2']);
    const urls = [...html.matchAll(/data-url="([^"]+)"/g)].map((m) => m[1]);
    expect(urls).toEqual([`${SITE}/t/101`, `${SITE}/t/102`, `${SITE}/t/201`]);
    expect(html.match(/<svg /g)).toHaveLength(3);
    expect(html).toContain('aria-label="QR code for Masa 1, Salon: https://order.sofra.test/t/101"');
    expect(html).not.toContain('Masa 3 (eski)');
  });
});
