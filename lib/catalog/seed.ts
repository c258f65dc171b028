/**
 * The sandbox seed: on a site that talks to the embedded sandbox, the first successful catalogue
 * sync also creates the website's own products from the demo catalogue (mapped to the demo units,
 * with Turkish descriptions and English names and descriptions), so a visitor sees a full menu
 * at once in either language. It runs at most once per
 * database: SiteState "sandbox-seeded" is claimed before the work and kept afterwards, so deleting
 * every product later never brings the demo back. Safe to call after every sync, even concurrently.
 */
import { CACHE_TAGS } from '@/lib/cache-tags';
import { seedDemoAllergens } from '@/lib/catalog/demo-allergens';
import { DEMO_CATEGORY_NAMES_EN, DEMO_TEXTS, DEMO_VARIANT_NAMES_EN } from '@/lib/catalog/demo-descriptions';
import { createOwnProductsFromPos, type ImportResult } from '@/lib/catalog/import-from-pos';
import { mapMatchingPaidOptions } from '@/lib/catalog/option-mappings';
import { getDb } from '@/lib/db';
import { isSandboxMode } from '@/lib/env';
import { logger } from '@/lib/logger';
import { countLiveProducts } from '@/lib/pos-mirror/products';
import { revalidateTags } from '@/lib/revalidate';

export const SANDBOX_SEEDED_KEY = 'sandbox-seeded';

export type SeedOutcome =
  { seeded: true; created: ImportResult } | { seeded: false; reason: 'not-sandbox' | 'already-seeded' | 'mirror-empty' | 'has-products' };

const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && error.code === 'P2002';

/** The demo restaurant's location: Karaköy, Istanbul (WGS84). */
export const DEMO_LOCATION = { latitude: 41.0227, longitude: 28.9775 } as const;

/**
 * The demo restaurant's seller identity (docs/decisions/230): believable, and plainly fictional to
 * anyone who looks: an "Örnek Sokak" (example street), a reserved .example mail domain, and tax and
 * MERSIS numbers that merely pass their check digits (1234567890, and 0 + it + 00015).
 */
export const DEMO_SELLER = {
  restaurantName: 'Sofra Ocakbaşı',
  tagline: 'Karaköy’de odun ateşinde kebap, pide ve lahmacun',
  legalName: 'Sofra Ocakbaşı Gıda Turizm Ticaret Limited Şirketi',
  tradeName: 'Sofra Ocakbaşı',
  address: 'Kemankeş Karamustafa Paşa Mah. Örnek Sok. No: 1, 34425 Beyoğlu/İstanbul',
  phone: '+902125550123',
  email: 'merhaba@sofra-ocakbasi.example',
  taxOffice: 'Beyoğlu',
  taxNumber: '1234567890',
  mersisNumber: '0123456789000015',
} as const;

/** The demo identity's fields that staff have left as the schema made them (blank, or the product's own name). */
type DemoSellerField = keyof typeof DEMO_SELLER;
function unsetDemoFields(row: Record<DemoSellerField, string> | null): Partial<Record<DemoSellerField, string>> {
  const fields = Object.keys(DEMO_SELLER) as DemoSellerField[];
  const unset = fields.filter((field) => {
    const current = row?.[field] ?? '';
    return current === '' || (field === 'restaurantName' && current === 'Sofra');
  });
  return Object.fromEntries(unset.map((field) => [field, DEMO_SELLER[field]]));
}

/** Seeds the own catalogue from the synced sandbox mirror when this site never had one. */
export async function seedSandboxProducts(): Promise<SeedOutcome> {
  if (!isSandboxMode()) return { seeded: false, reason: 'not-sandbox' };
  const db = getDb();
  if (await db.siteState.findUnique({ where: { key: SANDBOX_SEEDED_KEY } })) return { seeded: false, reason: 'already-seeded' };
  if ((await countLiveProducts()) === 0) return { seeded: false, reason: 'mirror-empty' };

  // Claiming the key first makes a second, concurrent call lose on the primary key.
  try {
    await db.siteState.create({ data: { key: SANDBOX_SEEDED_KEY, value: JSON.stringify({ status: 'seeding' }) } });
  } catch (error) {
    if (isUniqueViolation(error)) return { seeded: false, reason: 'already-seeded' };
    throw error;
  }
  if ((await db.product.count()) > 0) {
    // Staff made products of their own before the first sync: theirs stand, and no demo later.
    await db.siteState.update({
      where: { key: SANDBOX_SEEDED_KEY },
      data: { value: JSON.stringify({ status: 'skipped', reason: 'has-products' }) },
    });
    return { seeded: false, reason: 'has-products' };
  }
  let created: ImportResult;
  try {
    // The demo's "extra" units sell its paid options (docs/decisions/152): map them first, so the
    // import leaves them off the menu as products of their own.
    await mapMatchingPaidOptions();
    created = await createOwnProductsFromPos({
      describe: (id) => DEMO_TEXTS[id]?.tr,
      translate: {
        product: (id) => {
          const text = DEMO_TEXTS[id];
          return text && { en: { name: text.enName ?? '', description: text.en } };
        },
        category: (name) => {
          const english = DEMO_CATEGORY_NAMES_EN[name];
          return english === undefined ? undefined : { en: { name: english } };
        },
        variant: (name) => {
          const english = DEMO_VARIANT_NAMES_EN[name];
          return english === undefined ? undefined : { en: { name: english } };
        },
      },
    });
    await seedDemoAllergens();
  } catch (error) {
    // Give the next sync another chance.
    await db.siteState.deleteMany({ where: { key: SANDBOX_SEEDED_KEY } });
    throw error;
  }
  // The demo grill house stands in Karaköy, Istanbul: its pickup orders carry this location (docs/decisions/168).
  await db.shopSettings.upsert({
    where: { id: 1 },
    create: { id: 1, ...DEMO_LOCATION },
    update: {},
  });
  await db.shopSettings.updateMany({ where: { id: 1, latitude: null }, data: DEMO_LOCATION });
  // It says who sells, so that it takes orders (decision 230); what staff already typed stays.
  await db.shopSettings.update({ where: { id: 1 }, data: unsetDemoFields(await db.shopSettings.findUnique({ where: { id: 1 } })) });
  await db.siteState.update({
    where: { key: SANDBOX_SEEDED_KEY },
    data: { value: JSON.stringify({ status: 'seeded', at: new Date().toISOString(), ...created }) },
  });
  logger.info('sandbox products seeded from the demo catalogue', { ...created });
  await revalidateTags([CACHE_TAGS.menu, CACHE_TAGS.shopSettings]);
  return { seeded: true, created };
}
