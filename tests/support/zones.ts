/**
 * Delivery zones in the browser tests (issue 19): staff adding zones on the admin page
 * (/admin/settings/zones) and removing them again, and the customer's area picker. The steps use
 * the page's Turkish words, the language the e2e browser reads the site in.
 */
import { expect, type Locator, type Page } from '@playwright/test';

export const ZONES_PAGE = '/admin/settings/zones';

/** The name, terms and kind every added zone starts with (amounts as staff type them in Turkish). */
export interface ZoneTermsInput {
  name: string;
  fee: string;
  minimum?: string;
  freeAbove?: string;
  extraMinutes?: string;
}

/** The "Bölge ekle" form, after the page opened. */
export function addZoneForm(page: Page): Locator {
  return page.getByRole('region', { name: 'Bölge ekle' });
}

/** The blank Leaflet map of the add form (no tiles in tests: MAP_TILE_URL is unset). */
export function zoneMap(page: Page): Locator {
  return addZoneForm(page).getByRole('application', { name: 'Bölge haritası' });
}

/** Opens the zones page and fills the add form's name and terms, choosing the kind. */
export async function startZone(page: Page, kind: 'İlçe / mahalle' | 'Yarıçap' | 'Haritada alan', terms: ZoneTermsInput): Promise<Locator> {
  await page.goto(ZONES_PAGE);
  const form = addZoneForm(page);
  await form.getByLabel('Bölge adı').fill(terms.name);
  await form.getByRole('radio', { name: kind }).check();
  await form.getByLabel(/^Teslimat ücreti/).fill(terms.fee);
  if (terms.minimum) await form.getByLabel(/^En az sipariş tutarı/).fill(terms.minimum);
  if (terms.freeAbove) await form.getByLabel(/^Bu tutardan itibaren ücretsiz/).fill(terms.freeAbove);
  if (terms.extraMinutes) await form.getByLabel('Ek teslimat süresi (dakika)').fill(terms.extraMinutes);
  return form;
}

/** Saves the add form and waits for the zone in the list. */
export async function saveZone(page: Page, name: string): Promise<void> {
  await addZoneForm(page).getByRole('button', { name: 'Bölgeyi kaydet' }).click();
  await expect(page.getByText(`${name} kaydedildi.`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Teslimat bölgeleri, denenme sırasıyla' }).getByRole('rowheader', { name })).toBeVisible();
}

/** Adds a radius zone around the restaurant through the form. */
export async function addRadiusZone(page: Page, terms: ZoneTermsInput & { km: string }): Promise<void> {
  const form = await startZone(page, 'Yarıçap', terms);
  await form.getByLabel('Yarıçap (km)').fill(terms.km);
  await saveZone(page, terms.name);
}

/**
 * Adds a zone of whole districts of İstanbul (the province the list opens with) through the form,
 * with its reference point set by a click in the middle of the blank map.
 */
export async function addDistrictsZone(page: Page, terms: ZoneTermsInput & { districts: string[] }): Promise<void> {
  const form = await startZone(page, 'İlçe / mahalle', terms);
  for (const district of terms.districts) await form.getByRole('checkbox', { name: `${district} (tüm ilçe)` }).check();
  await expect(form.getByText(`${terms.districts.length} yer seçildi`)).toBeVisible();
  await clickMap(page, 0.5, 0.5);
  await expect(form.getByLabel('Enlem')).not.toHaveValue('');
  await saveZone(page, terms.name);
}

/** Adds a polygon zone by pasting its GeoJSON ring ([longitude, latitude] pairs, closed). */
export async function addPolygonZone(page: Page, terms: ZoneTermsInput & { ring: [number, number][] }): Promise<void> {
  const form = await startZone(page, 'Haritada alan', terms);
  await form.getByLabel('Alan (GeoJSON)').fill(JSON.stringify({ type: 'Polygon', coordinates: [terms.ring] }));
  await expect(form.getByText(`${terms.ring.length - 1} köşe`, { exact: true })).toBeVisible();
  await saveZone(page, terms.name);
}

/** Clicks the add form's map at a fraction of its width and height. */
export async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const map = zoneMap(page);
  await expect(map).toBeVisible();
  // Leaflet is loaded after the page; its container class says the map is live.
  await expect(map).toHaveClass(/leaflet-container/);
  const box = await map.boundingBox();
  if (!box) throw new Error('the zone map has no box');
  await map.click({ position: { x: Math.round(box.width * x), y: Math.round(box.height * y) } });
}

/** Removes every zone on the page, so that the rest of the suite delivers at the flat fee again. */
export async function removeAllZones(page: Page): Promise<void> {
  await page.goto(ZONES_PAGE);
  page.on('dialog', (dialog) => void dialog.accept());
  const remove = page.getByRole('button', { name: /bölgesini sil$/ });
  while ((await remove.count()) > 0) {
    const before = await remove.count();
    await remove.first().click();
    await expect(remove).toHaveCount(before - 1);
  }
  await expect(page.getByText('Henüz bölge yok')).toBeVisible();
}

/** The customer's "Nereye getirelim?" picker on the menu or the cart. */
export function zonePicker(page: Page): Locator {
  return page.getByRole('region', { name: 'Nereye getirelim?' });
}

/** Chooses a district and one of its neighbourhoods (the first when none is named) in the picker. */
export async function chooseArea(page: Page, district: string, neighbourhood?: string): Promise<void> {
  const picker = zonePicker(page);
  const change = picker.getByRole('button', { name: 'Değiştir' });
  // The picker asks /api/zone after the page loads: it shows either the chosen zone or the form.
  await expect(change.or(picker.getByLabel('İlçe'))).toBeVisible();
  if (await change.isVisible()) await change.click();
  await picker.getByLabel('İlçe').selectOption(district);
  const neighbourhoods = picker.getByLabel('Mahalle');
  if (neighbourhood) await neighbourhoods.selectOption(neighbourhood);
  else await neighbourhoods.selectOption({ index: 1 });
  await picker.getByRole('button', { name: 'Bölgeyi seç' }).click();
}
