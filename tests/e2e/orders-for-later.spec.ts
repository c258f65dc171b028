import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { addToCart, ayse, fillDetails, mild, placeOrder, received, signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';

withShopProducts();

// One story in order: staff set pickup's rules, customers fill a slot and order for tomorrow, the
// kitchen gets the order at its send time, staff cancel one before it is sent.
test.describe.configure({ mode: 'serial' });

const SLOT_LABEL = 'Saat';
const TIME_ZONE = 'Europe/Istanbul';

/** Tomorrow's date in the restaurant's zone (yyyy-MM-dd). */
function tomorrow(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Tomorrow at a wall time of Istanbul (UTC+3 all year) as an instant. */
const tomorrowAt = (time: string) => new Date(`${tomorrow()}T${time}:00+03:00`);

/** Runs the scheduled-orders job as it would run at `at` (the sandbox-mode control of docs/decisions/282). */
async function runScheduledJobAt(request: APIRequestContext, at: Date): Promise<{ due: number; released: number }> {
  const response = await request.post('/api/sandbox/site-jobs/scheduled-orders', { data: { at: at.toISOString() } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { due: number; released: number };
}

/** A pickup customer: no address, a phone of her own, and a surname to find her order by. */
function pickupCustomer(surname: string) {
  const { firstName, phone, acceptContract } = ayse();
  return { firstName, surname, phone, acceptContract };
}

async function pickupCart(page: Page): Promise<void> {
  await page.goto(`/product/${SLUGS.adana}`);
  await page.getByRole('radio', { name: /^(Gel al|Pickup)$/ }).check();
  await expect(page.getByText(/Gel al seçildi|Pickup selected/)).toBeVisible();
  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/checkout');
  await expect(page.getByText(/^Restorandan gel al · /)).toBeVisible();
}

test('staff give pickup its own hours and one order per slot in the admin', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await page.getByRole('navigation', { name: 'Ayarlar' }).getByRole('link', { name: 'Saatler' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/hours$/);
  await page.getByRole('navigation', { name: 'Sipariş türleri' }).getByRole('link', { name: 'Gel al' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/hours\/pickup$/);
  await expect(page.getByRole('heading', { name: 'Gel al saatleri' })).toBeVisible();

  const later = page.getByRole('region', { name: 'İleri saatli siparişler' });
  await expect(later.getByRole('checkbox', { name: 'İleri saatli sipariş alınsın' })).toBeChecked();
  await later.getByLabel('Bir saate en fazla sipariş').fill('0');
  await later.getByRole('button', { name: 'İleri saatli sipariş ayarlarını kaydet' }).click();
  await expect(later.getByText('Sipariş sayısını 1 ile 500 arasında bir tam sayı olarak girin ya da boş bırakın')).toBeVisible();
  await later.getByLabel('Bir saate en fazla sipariş').fill('1');
  await later.getByLabel('Kaç gün sonrasına kadar').fill('2');
  await later.getByRole('button', { name: 'İleri saatli sipariş ayarlarını kaydet' }).click();
  await expect(later.getByText('Gel al: ileri saatli sipariş bugün ve sonraki 2 gün için açık. Kaydedildi.')).toBeVisible();

  // Pickup's own week: open all day every day (as the shop is in this suite), saved and read back.
  const hours = page.getByRole('region', { name: 'Gel al saatleri' });
  for (const name of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']) {
    const day = hours.getByRole('group', { name, exact: true });
    await day.getByLabel('Açılış', { exact: true }).fill('00:00');
    await day.getByLabel('Kapanış', { exact: true }).fill('00:00');
  }
  await hours.getByRole('button', { name: 'Çalışma saatlerini kaydet' }).click();
  await expect(hours.getByText('Gel al saatleri kaydedildi.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Bu türün kendi saatleri var.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Cuma', exact: true }).getByLabel('Açılış', { exact: true })).toHaveValue('00:00');
  await expect(page.getByLabel('Bir saate en fazla sipariş')).toHaveValue('1');

  // Back to the shop's hours, so that the rest of the suite's shop hours apply to pickup too.
  await page.getByRole('button', { name: 'İşletmenin saatlerine dön' }).click();
  // The button goes with the own hours it undoes; the page then says whose hours pickup keeps.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Bu türün kendi saatleri var.')).toHaveCount(0);
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText(/işletmenin saatlerini kullanıyor|İşletmenin saatleri girilmemiş/)).toBeVisible();
});

test('a full slot is not offered: after one pickup order for tomorrow 20:00, the next customer is offered 20:15 but not 20:00', async ({
  page,
  browser,
}) => {
  await pickupCart(page);
  const slot = page.getByLabel(SLOT_LABEL, { exact: true });
  await expect(slot.locator('option', { hasText: 'Yarın · 20:00' })).toHaveCount(1);
  await slot.selectOption({ label: 'Yarın · 20:00' });
  await fillDetails(page, pickupCustomer('Doluslot'));
  const publicId = await placeOrder(page);
  await expect(page.getByText('Siparişiniz planlandı')).toBeVisible();
  expect(publicId).toMatch(/^W/);

  const other = await browser.newContext({ locale: 'tr-TR', extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.231' } });
  const second = await other.newPage();
  await pickupCart(second);
  const list = second.getByLabel(SLOT_LABEL, { exact: true });
  await expect(list.locator('option', { hasText: 'Yarın · 20:15' })).toHaveCount(1);
  await expect(list.locator('option', { hasText: 'Yarın · 20:00' })).toHaveCount(0);
  await other.close();
});

test('a customer orders for tomorrow 19:30; the kitchen simulator shows it only at its send time', async ({ page, request }) => {
  await addToCart(page, SLUGS.adana, mild);
  await page.goto('/checkout');
  await page.getByLabel(SLOT_LABEL, { exact: true }).selectOption({ label: 'Yarın · 19:30' });
  await fillDetails(page, ayse());
  const publicId = await placeOrder(page);
  await expect(page.getByText('Siparişiniz planlandı')).toBeVisible();
  const hint = await page.getByText(/^Siparişinizi \d{2}:\d{2} saatinde mutfağa ileteceğiz\./).textContent();
  const sendTime = /(\d{2}:\d{2})/.exec(hint ?? '')?.[1] ?? '';
  const sendAt = tomorrowAt(sendTime);
  expect(sendAt.getTime()).toBeLessThan(tomorrowAt('19:30').getTime());

  // Staff see it among the upcoming scheduled orders, and the kitchen does not have it.
  await signIn(page);
  await page.goto('/admin/orders');
  await page.getByRole('link', { name: /^Planlı siparişler \(\d+\)$/ }).click();
  const item = page
    .getByRole('listitem')
    .filter({ hasText: 'Mutfağa gidiş' })
    .filter({ hasText: sendTime })
    .filter({ hasText: 'Paket servis' });
  await expect(item.first()).toBeVisible();
  await page.goto('/sandbox');
  const card = page.getByRole('listitem').filter({ hasText: publicId });
  await expect(
    page
      .getByRole('list', { name: /sipariş/i })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  // A minute before its send time nothing goes; at its send time it reaches the kitchen, once.
  expect(await runScheduledJobAt(request, new Date(sendAt.getTime() - 60_000))).toMatchObject({ released: 0 });
  expect(await received(request, publicId)).toEqual([]);
  expect(await runScheduledJobAt(request, sendAt)).toMatchObject({ released: 1 });
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  await card.getByRole('button', { name: 'SaveOrder içeriğini göster' }).click();
  await expect(card.locator('pre')).toContainText(`*** PLANLI SİPARİŞ ${tomorrow().split('-').reverse().join('.')} 19:30 ***`);
  expect(await runScheduledJobAt(request, new Date(sendAt.getTime() + 60_000))).toMatchObject({ released: 0 });
  expect(await received(request, publicId)).toHaveLength(1);
});

test('staff cancel an upcoming scheduled order with a reason; it leaves the list and the customer reads why', async ({ page }) => {
  await pickupCart(page);
  await page.getByLabel(SLOT_LABEL, { exact: true }).selectOption({ label: 'Yarın · 21:00' });
  await fillDetails(page, pickupCustomer('İptalci'));
  const publicId = await placeOrder(page);
  const orderPage = page.url();

  await signIn(page);
  await page.goto('/admin/orders/scheduled');
  await expect(page.getByRole('heading', { level: 1, name: 'Planlı siparişler' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: 'Ayşe İptalci' });
  await expect(item).toHaveCount(1);
  // Its page says where it is cancelled before it is sent, and leads back here.
  await item.getByRole('link', { name: /^Sipariş \S+ ayrıntıları$/ }).click();
  await page.getByRole('link', { name: 'Henüz mutfağa gönderilmedi: planlı siparişler listesinden iptal edin' }).click();
  await expect(page).toHaveURL(/\/admin\/orders\/scheduled$/);
  await item.getByText('İptal et…').click();
  page.once('dialog', (dialog) => dialog.accept());
  await item.getByLabel('İptal nedeni').fill('Yarın akşam kapalıyız');
  await item.getByRole('button', { name: 'Siparişi iptal et' }).click();
  await expect(page.getByText('Sipariş iptal edildi; saatteki yeri boşaldı.')).toBeVisible();
  await expect(item).toHaveCount(0);

  await page.goto(orderPage);
  await expect(page.getByText('Yarın akşam kapalıyız')).toBeVisible();
  expect(publicId).toMatch(/^W/);
});
