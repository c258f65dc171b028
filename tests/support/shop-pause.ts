/**
 * Pausing and resuming the shop as staff do (Settings → Ordering), from a browser context of its
 * own, so that the customer's cookies in the test's page are left alone.
 */
import { expect, type Browser } from '@playwright/test';
import { either, signIn } from '@/tests/support/browser';

/** Pauses the shop with a message (or resumes it with `null`) and waits for the settings to say so. */
export async function setShopPaused(browser: Browser, message: string | null): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/admin/settings');
    const pause = page.getByRole('checkbox', { name: either('Siparişleri duraklat', 'Pause ordering') });
    if (message === null) {
      await pause.uncheck();
    } else {
      await pause.check();
      await page.getByLabel(either('Duraklatmada müşterilere gösterilecek mesaj', 'Message to customers while paused')).fill(message);
    }
    await page.getByRole('button', { name: either('Sipariş ayarlarını kaydet', 'Save ordering') }).click();
    await expect(
      page.getByText(
        message === null
          ? either('Kaydedildi. Sipariş alınıyor.', 'Saved. The shop takes orders.')
          : either(
              'Kaydedildi. Siparişler duraklatıldı: müşteriler sipariş veremez.',
              'Saved. The shop is paused: customers cannot order.',
            ),
      ),
    ).toBeVisible();
  } finally {
    await context.close();
  }
}
