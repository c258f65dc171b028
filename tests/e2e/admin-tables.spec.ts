import { expect } from '@playwright/test';
import { signIn, test } from '@/tests/support/browser';

/** Millimetres as CSS pixels (96 per inch). */
const mm = (millimetres: number) => Math.floor((millimetres * 96) / 25.4);

interface SandboxCatalogue {
  areas: Array<{ id: number; name: string; tables: Array<{ id: number; name: string }> }>;
}

test('the QR sheet has a page per area and a code per table whose address is <SITE_URL>/t/<tableId>', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  await signIn(page);
  // The first sync runs at start-up; until it has, the page says there are no tables.
  const printLink = page.getByRole('link', { name: 'QR kodlarını yazdır' });
  await expect(async () => {
    await page.goto('/admin/tables');
    await expect(printLink).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await printLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Masa QR kodları' })).toBeVisible();
  // The tests' SITE_URL is this machine: staff are told the codes would not work for guests, and how to fix it.
  await expect(page.getByRole('alert').filter({ hasText: 'SITE_URL herkese açık siteyi değil, bu makineyi gösteriyor.' })).toContainText(
    'SITE_URL=https://order.example.com',
  );
  await expect(page.getByRole('figure').first()).toContainText('Sipariş için okutun');
  await expect(page.getByRole('figure').first()).toContainText('Sofra');

  const { areas } = (await (await request.get('/_sandbox/catalogue')).json()) as SandboxCatalogue;
  const sheet = page.locator('section[aria-labelledby^="sheet-area-"]');
  await expect(sheet).toHaveCount(areas.length);
  for (const [i, area] of areas.entries()) {
    const section = page.getByRole('region', { name: area.name, exact: true });
    await expect(sheet.nth(i)).toHaveAttribute('aria-labelledby', `sheet-area-${area.id}`);
    const codes = section.getByRole('img', { name: / için QR kodu: / });
    await expect(codes).toHaveCount(area.tables.length);
    for (const [j, table] of area.tables.entries()) {
      const url = `${baseURL}/t/${table.id}`;
      await expect(codes.nth(j)).toHaveAttribute('data-url', url);
      await expect(codes.nth(j)).toHaveAccessibleName(`${table.name}, ${area.name} için QR kodu: ${url}`);
      await expect(codes.nth(j).locator('svg')).toBeVisible();
    }
  }

  // Printed, each area is one A4 page: laid out at the printable width (190 mm), an area is at most 277 mm tall.
  await page.setViewportSize({ width: mm(190), height: mm(277) });
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('qr-sheet-print.png'), fullPage: true });
  for (let i = 0; i < areas.length; i++) {
    const box = await sheet.nth(i).boundingBox();
    expect(box?.height).toBeLessThanOrEqual(mm(277));
  }
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await testInfo.attach('qr-sheet.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(areas.length);
  await page.emulateMedia({ media: 'screen' });

  // Following a code's address opens the site for that table (the storefront's /t/{tableId} knows it).
  const first = areas[0]?.tables[0];
  if (!first) throw new Error('the demo restaurant has no tables');
  const url = `${baseURL}/t/${first.id}`;
  const response = await page.goto(url);
  let opened = response?.request();
  while (opened?.redirectedFrom()) opened = opened.redirectedFrom() ?? undefined;
  expect(opened?.url()).toBe(url);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).not.toMatch(/\/unknown$/);
});
