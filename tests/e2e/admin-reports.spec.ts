import fs from 'node:fs';
import { expect } from '@playwright/test';
import { inRange, reportRange } from '@/lib/reports/range';
import { addDays, zonedDate } from '@/lib/settings/time-zone';
import { signIn, test } from '@/tests/support/browser';

// The e2e server leaves RESTAURANT_TIMEZONE at its default.
const TIME_ZONE = 'Europe/Istanbul';

interface ControlOrder {
  status: string;
  /** UTC, without a zone. */
  insertDate: string;
}

test('a report over the last 3 days with cancelled included counts what the sandbox holds (more than 100 orders) and exports it as CSV', async ({
  page,
  request,
}) => {
  // The archive copies CompletedOrders at the POS's pace; the e2e site reads a page per second
  // (ARCHIVE_PAGE_WINDOW_SECONDS in playwright.config.ts), so the sandbox's window matches it.
  expect((await request.put('/_sandbox/config', { data: { rateLimitWindows: { completedOrdersMs: 1000 } } })).ok()).toBe(true);
  await signIn(page);
  await page.getByRole('navigation', { name: 'Yönetim bölümleri' }).getByRole('link', { name: 'Raporlar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Satış raporları' })).toBeVisible();
  // Staff see how fresh the report is and ask for a catch-up (earlier specs may have closed or
  // cancelled orders since the copy at start-up); it answers at once and the copy follows.
  const freshness = page.getByRole('region', { name: 'Raporun güncelliği' });
  await freshness.getByRole('button', { name: 'Şimdi yetiş' }).click();
  await expect(freshness.getByText(/^Yetişiliyor: yeni tamamlanan siparişler POS’un izin verdiği hızda kopyalanıyor/)).toBeVisible({
    timeout: 5000,
  });
  await expect(async () => {
    await page.reload();
    await expect(freshness.getByRole('status').first()).toHaveText(/^POS’tan \d{2}:\d{2} anına kadar kopyalandı\.$/, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });

  const today = zonedDate(new Date(), TIME_ZONE);
  const range = reportRange(addDays(today, -2), today, TIME_ZONE);
  await page.getByLabel('Başlangıç', { exact: true }).fill(range.from);
  await page.getByLabel('Bitiş', { exact: true }).fill(range.to);
  await page.getByLabel('İptalleri dahil et').check();
  await page.getByRole('combobox', { name: 'Sipariş türü' }).selectOption('all');
  await page.getByRole('button', { name: 'Raporu göster' }).click();
  await expect(page).toHaveURL(/includeCancelled=1/);

  const summary = page.getByText(/^\d+ sipariş, /);
  await expect(summary).toBeVisible();
  const shown = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);

  const { orders } = (await (await request.get('/_sandbox/orders')).json()) as { orders: ControlOrder[] };
  const expected = orders.filter((o) => ['Closed', 'Cancelled'].includes(o.status) && inRange(range, new Date(`${o.insertDate}Z`))).length;
  expect(shown).toBe(expected);
  expect(shown).toBeGreaterThan(100);

  await expect(page.getByRole('figure', { name: 'Günlük kapanan siparişlerin net satışı' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('table', { name: 'Ödeme türüne göre' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: `${expected} sipariş` })
      .getByRole('link', { name: /^e-(Arşiv|Fatura|Bilet)$/ })
      .first(),
  ).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'CSV indir' }).click()]);
  expect(download.suggestedFilename()).toBe(`sofra-satislar-${range.from}-${range.to}.csv`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  // Turkish staff get a Turkish header in the dialect Turkish Excel opens in columns: semicolons and decimal commas (decision 147).
  expect(csv.startsWith('\uFEFFSipariş no;Tarih;Tür;Durum;Ödeme;Toplam;İndirim;Müşteri;Fatura türü;ETTN')).toBe(true);
  expect(csv.trimEnd().split('\r\n')).toHaveLength(expected + 1);
});

test('the CSV export refuses a visitor without a staff session', async ({ request }) => {
  const response = await request.get('/admin/reports/export?from=2026-03-01&to=2026-03-02', { maxRedirects: 0 });
  expect([401, 303, 307]).toContain(response.status());
  expect(response.headers()['content-type'] ?? '').not.toContain('text/csv');
});
