import { expect } from '@playwright/test';
import { signIn, SLUGS, test, withShopProducts } from '@/tests/support/browser';

/**
 * What search engines and phones ask of a shop on a fresh start (issue 15, docs/decisions/226):
 * robots.txt, the sitemap, the web manifest, the icons, and structured data naming the restaurant
 * and its hours.
 */

withShopProducts();

test('robots.txt, the sitemap, the manifest and the icons answer', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = await robots.text();
  for (const path of ['/admin', '/en/admin', '/sandbox', '/en/sandbox']) expect(rules).toContain(`Disallow: ${path}\n`);
  expect(rules).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  const origin = new URL(baseURL ?? '').origin;
  // The menu and each product, in Turkish (unprefixed) and English, each naming the other language.
  expect(xml).toContain(`<loc>${origin}/</loc>`);
  expect(xml).toContain(`<loc>${origin}/en</loc>`);
  expect(xml).toContain(`<loc>${origin}/product/${SLUGS.adana}</loc>`);
  expect(xml).toContain(`<loc>${origin}/en/product/${SLUGS.adana}</loc>`);
  expect(xml).toContain(`hreflang="en" href="${origin}/en/product/${SLUGS.adana}"`);

  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const app = (await manifest.json()) as {
    name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string }[];
  };
  expect(app.name.length).toBeGreaterThan(0);
  expect(app).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#7a2e12' });
  for (const icon of app.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
  }
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

type Restaurant = {
  '@type': string;
  name: string;
  url: string;
  menu?: string;
  priceRange?: string;
  address?: Record<string, string>;
  openingHoursSpecification?: { dayOfWeek: string; opens: string; closes: string }[];
  hasMenu: { hasMenuSection: { hasMenuItem: { name: string; offers: { price: string; priceCurrency: string } }[] }[] };
};

test('the home page describes the restaurant, its hours and its menu as structured data, in both languages', async ({ page, request }) => {
  // Hours round the clock, so the shop stays open for the other tests.
  await signIn(page);
  await page.goto('/admin/settings#hours');
  for (const name of ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar']) {
    const day = page.getByRole('group', { name, exact: true });
    await day.getByLabel('Açılış', { exact: true }).fill('00:00');
    await day.getByLabel('Kapanış', { exact: true }).fill('00:00');
  }
  await page.getByRole('button', { name: 'Çalışma saatlerini kaydet' }).click();
  await expect(page.getByText('Çalışma saatleri kaydedildi.')).toBeVisible();

  for (const [path, title] of [
    ['/', /Adana Kebap/],
    ['/en', /Adana Kebab|Adana Kebap/],
  ] as const) {
    const html = await (await request.get(path)).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    const restaurant = scripts.map((text) => JSON.parse(text) as Restaurant).find((data) => data['@type'] === 'Restaurant');
    expect(restaurant, path).toBeDefined();
    if (!restaurant) continue;
    expect(html).toContain(`<title>${restaurant.name}</title>`);
    expect(restaurant.openingHoursSpecification).toHaveLength(7);
    // What Google's rules recommend beyond the name and address: the address in its parts, the menu's URL and a price range.
    expect(restaurant.address).toMatchObject({
      postalCode: '34425',
      addressLocality: 'Beyoğlu',
      addressRegion: 'İstanbul',
      addressCountry: 'TR',
    });
    expect(restaurant.menu).toBe(restaurant.url);
    expect(restaurant.priceRange).toMatch(/^₺\d+-\d+$/);
    expect(restaurant.openingHoursSpecification?.[0]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '00:00',
      closes: '23:59',
    });
    const items = restaurant.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem);
    const adana = items.find((item) => title.test(item.name));
    expect(adana?.offers).toMatchObject({ priceCurrency: 'TRY', price: expect.stringMatching(/^\d+\.\d{2}$/) });
  }

  await page.goto('/admin/settings#hours');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Saatleri temizle: her zaman açık' }).click();
  await expect(page.getByText(/Henüz çalışma saati kaydedilmedi/)).toBeVisible();
});

test('a product page carries its menu item and a card with the dish', async ({ page }) => {
  await page.goto(`/product/${SLUGS.adana}`);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as {
    '@type': string;
    name: string;
  };
  expect(data['@type']).toBe('MenuItem');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', data.name);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/product/${SLUGS.adana}$`));
});

test('a dish with a photo gets a large-image card and its photo in the structured data', async ({ page, browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff);
  await staff.goto('/admin/products?q=Ayran');
  await staff.getByRole('link', { name: 'Ayran', exact: true }).first().click();
  const photo = staff.getByRole('region', { name: 'Fotoğraf' });
  await photo.getByLabel('Fotoğraf yükleyin').setInputFiles('public/icons/icon-512.png');
  await photo.getByRole('button', { name: 'Fotoğrafı yükle' }).click();
  await expect(photo.getByRole('img', { name: 'Ayran fotoğrafı' })).toBeVisible();
  try {
    await page.goto(`/product/${SLUGS.ayran}`);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\/[^/]+\/media\/[^/]+$/);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}') as { image?: string };
    expect(data.image).toMatch(/\/media\/[^/]+$/);
  } finally {
    await photo.getByRole('button', { name: 'Fotoğrafı kaldır' }).click();
    await expect(photo.getByText('Henüz fotoğraf yok: menüde yer tutucu bir görsel gösterilir.')).toBeVisible();
  }
  // Without a photo, the card is the small one.
  await page.goto(`/product/${SLUGS.ayran}`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary');
});
