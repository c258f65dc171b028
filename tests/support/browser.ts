/**
 * What the browser tests share: signing in as staff, syncing the catalogue, making sure the demo
 * dishes are on the menu (the sandbox seed, or staff creating them), acting as a customer, and
 * reading what the POS received through the embedded sandbox's control API (/_sandbox).
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AYSE } from '@/tests/support/fixtures/customer';

/** The e2e server's SANDBOX_CONTROL_TOKEN (playwright.config.ts): scripts reach /_sandbox with it. */
export const E2E_SANDBOX_TOKEN = 'e2e-sandbox-control-token';

let testsStarted = 0;

/**
 * Playwright's `test` whose `request` fixture (API calls made by the test itself, like a script's)
 * sends the sandbox control token. Browser pages and `page.request` do not: in the browser the
 * control API and the kitchen simulator are open to signed-in staff only (docs/decisions/132).
 */
export const test = base.extend({
  // Each test is a customer of its own, from an address of its own (a TEST-NET-2 address the e2e
  // server believes because TRUSTED_PROXIES is 127.0.0.1): the shop's flood limits count orders and
  // new carts per address and hour (docs/decisions/135), and the suite is more than one customer's hour.
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    const n = testInfo.workerIndex * 1_000 + ++testsStarted;
    await provide({ 'x-forwarded-for': `198.51.${100 + (Math.floor(n / 250) % 100)}.${1 + (n % 250)}` });
  },
  request: async ({ playwright, baseURL }, provide) => {
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-sandbox-token': E2E_SANDBOX_TOKEN } });
    await provide(request);
    await request.dispose();
  },
});

/**
 * A control's accessible name in Turkish or English, whole: the shared steps below work in the
 * visitor's language, Turkish by default (playwright.config.ts) or English for an English spec.
 * Specs themselves name controls in the one language they run in.
 */
export function either(turkish: string, english: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^(?:${escape(turkish)}|${escape(english)})$`);
}

// Set for the e2e server in playwright.config.ts; the account is created at start-up.
const EMAIL = 'admin@sofra.test';
const PASSWORD = 'correct-horse-battery';

/** The demo units the tests order (lib/pos-sandbox/demo DEMO_IDS and products). */
export const UNITS = { adana: 5040, ayran: 5090, tavukDurum: 5000, etDurum: 5002, durumMenu: 5100 } as const;

/** Slugs of the own products the tests open. */
export const SLUGS = { adana: 'adana-kebap', ayran: 'ayran', tavukDurum: 'tavuk-doner-durum', durumMenu: 'durum-menu' } as const;

/** Signs in as the e2e server's first staff account and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByRole('textbox', { name: either('E-posta', 'Email') }).fill(EMAIL);
  await page.getByLabel(either('Şifre', 'Password')).fill(PASSWORD);
  await page.getByRole('button', { name: either('Giriş yap', 'Sign in') }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^(Hoş geldiniz|Welcome)/ })).toBeVisible();
}

/** On the catalogue page: syncs the POS catalogue now and waits for the result. */
export async function syncNow(page: Page): Promise<void> {
  await page.getByRole('button', { name: either('Şimdi senkronize et', 'Sync now') }).click();
  await expect(page.getByText(/^(Senkronize edildi|Synced):/)).toBeVisible({ timeout: 60_000 });
}

const CREATE_FROM_POS = either('POS kataloğundan kendi ürünlerini oluştur', 'Create own products from the POS catalogue');

/** On the products page: creates an own product in a new category with one variant, "Porsiyon". */
export async function createProduct(page: Page, name: string, category: string): Promise<void> {
  await page.getByRole('link', { name: either('Yeni ürün', 'New product') }).click();
  await page.getByLabel(either('Ad', 'Name')).fill(name);
  await page.getByLabel(either('Ya da yeni bir kategori', 'Or a new category')).fill(category);
  await page.getByLabel(either('İlk çeşit', 'First variant')).fill('Porsiyon');
  await page.getByRole('button', { name: either('Ürünü oluştur', 'Create product') }).click();
}

async function isOnSale(page: Page, slug: string): Promise<boolean> {
  const response = await page.request.get(`/product/${slug}`);
  return response.status() === 200;
}

/**
 * Makes sure the dishes the shop tests order are on the menu. A site seeded from the demo has them;
 * otherwise staff sync the POS and create own products from it, and — when another test already
 * mapped the demo Adana portion to a product of its own — create "Adana Kebap" by hand.
 */
export async function ensureShopProducts(page: Page): Promise<void> {
  const missing = [];
  for (const slug of Object.values(SLUGS)) if (!(await isOnSale(page, slug))) missing.push(slug);
  if (missing.length === 0) return;
  await signIn(page);
  const sections = page.getByRole('navigation', { name: either('Yönetim bölümleri', 'Admin sections') });
  await sections.getByRole('link', { name: either('Katalog', 'Catalogue') }).click();
  await syncNow(page);
  await sections.getByRole('link', { name: either('Ürünler', 'Products') }).click();
  await page.getByRole('button', { name: CREATE_FROM_POS }).click();
  await expect(page.getByRole('button', { name: CREATE_FROM_POS })).toBeEnabled({ timeout: 30_000 });
  if (!(await isOnSale(page, SLUGS.adana))) {
    await createProduct(page, 'Adana Kebap', 'Kebaplar');
    await page
      .getByRole('article', { name: 'Porsiyon' })
      .getByRole('button', {
        name: either(`Adana Kebap – Porsiyon ile eşle, birim ${UNITS.adana}`, `Map to Adana Kebap – Porsiyon, unit ${UNITS.adana}`),
      })
      .click();
    await expect(page.getByText(either('Eşleme kaydedildi.', 'Mapping saved.'))).toBeVisible();
  }
  for (const slug of Object.values(SLUGS)) expect(await isOnSale(page, slug), `/product/${slug} is on the menu`).toBe(true);
  await page.context().clearCookies();
}

/** Opens a product, lets `choose` pick options, adds it, and waits for the confirmation. */
export async function addToCart(page: Page, slug: string, choose: (page: Page) => Promise<void> = async () => {}): Promise<void> {
  await page.goto(`/product/${slug}`);
  // The quantity stepper and the live total need the page's script.
  await page.waitForLoadState('networkidle');
  await choose(page);
  await page.getByRole('button', { name: either('Sepete ekle', 'Add to cart') }).click();
  await expect(page.getByRole('status').filter({ hasText: /(sepete eklendi|^Added )/ })).toBeVisible();
}

/** Makes sure, once before the spec file's tests, that the dishes the shop tests order are on the menu. */
export function withShopProducts(): void {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await ensureShopProducts(page);
    await page.close();
  });
}

/** Adana Kebap asks for its spice level (the demo's mandatory "Acılık derecesi"). */
export const mild = async (page: Page) => {
  await page.getByRole('group', { name: 'Acılık derecesi' }).getByRole('radio', { name: 'Acısız' }).check();
};

export interface Customer {
  firstName: string;
  surname?: string;
  phone?: string;
  address?: string;
  district?: string;
  city?: string;
  /** 'yes': tick the acceptance of the distance-sales documents, which delivery and pickup show (table orders have none). */
  acceptContract?: string;
}

/** The checkout's box accepting the pre-information form and the distance-sales contract. */
export const ACCEPT_CONTRACT = either(
  'Ön Bilgilendirme Formu’nu ve Mesafeli Satış Sözleşmesi’ni okudum, onaylıyorum.',
  'I have read and accept the Pre-information Form and the Distance-sales Contract.',
);

let ordersAsAyse = 0;

/** Ayşe (AYSE) with a phone of her own for each call: the shop takes 10 orders an hour per phone (docs/decisions/135). */
export function ayse(): Customer {
  ordersAsAyse += 1;
  const pair = (n: number) => String(n % 100).padStart(2, '0');
  return { ...AYSE, phone: `0532 123 ${pair(Math.floor(ordersAsAyse / 100))} ${pair(ordersAsAyse)}` };
}

/** Fills the checkout fields the customer has. */
export async function fillDetails(page: Page, customer: Customer): Promise<void> {
  await page.getByLabel(either('Ad', 'First name')).fill(customer.firstName);
  if (customer.surname !== undefined) await page.getByLabel(either('Soyad', 'Surname')).fill(customer.surname);
  if (customer.phone !== undefined) await page.getByLabel(either('Telefon', 'Phone')).fill(customer.phone);
  if (customer.address !== undefined) await page.getByLabel(either('Adres', 'Address')).fill(customer.address);
  if (customer.district !== undefined) await page.getByLabel(either('İlçe', 'District')).fill(customer.district);
  if (customer.city !== undefined) await page.getByLabel(either('Şehir', 'City')).fill(customer.city);
  const accept = page.getByRole('checkbox', { name: ACCEPT_CONTRACT });
  // Every customer accepts the distance-sales documents, unless the test says they do not (acceptContract: '').
  if (customer.acceptContract !== '' && (await accept.count()) > 0) await accept.check();
}

/** The total the checkout's summary shows, in kuruş ("₺1.234,50" or "₺1,234.50" → 123450). */
export async function shownTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole('region', { name: either('Sipariş özeti', 'Order summary') })
    .getByRole('definition')
    .last()
    .textContent();
  // Every amount has two decimals, whichever language groups and separates them.
  return Number((text ?? '').replace(/\D/g, ''));
}

/** Places the order and returns its public id from the order page's address. */
export async function placeOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: either('Siparişi onayla', 'Place order') }).click();
  await page.waitForURL(/\/orders\/W[0-9A-Z]{20}$/);
  return page.url().split('/').pop() ?? '';
}

/** A SaveOrder request as the sandbox recorded it. */
export interface ReceivedOrder {
  id: number;
  status: string;
  orderTypeId: number;
  tableId: number | null;
  orderTotal: number;
  discount: number;
  request: {
    OrderType?: number;
    TableId?: number;
    OrderTotal: number;
    DeliveryFee?: number;
    Discount?: number;
    DiscountId?: number;
    CustomerName?: string;
    CustomerLatitude?: string;
    CustomerLongitude?: string;
    OrderDetails: Array<{
      ProductUnitId?: number;
      Quantity: number;
      OrderDetailNote?: string;
      IsMenu: boolean;
      MenuId?: number;
      ParentId?: string;
    }>;
  };
}

/** What the POS holds for a web order (the control API of the embedded sandbox). */
export async function received(request: APIRequestContext, publicId: string): Promise<ReceivedOrder[]> {
  const response = await request.get(`/_sandbox/orders?externalAppId=${encodeURIComponent(publicId)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { orders: ReceivedOrder[] }).orders;
}

/**
 * Waits until the browser's home page is answered from the production server's front cache
 * (docs/decisions/126), so that a test can show that a change made afterwards is not hidden by it.
 */
export async function expectHomeFromFrontCache(page: Page): Promise<void> {
  await expect.poll(async () => (await page.request.get('/')).headers()['x-sofra-cache'], { timeout: 10_000 }).toBe('HIT');
}
