/**
 * The sandbox seed against the real sandbox: the demo catalogue read over HTTP by the POS client
 * fills the mirror, then seedSandboxProducts creates the own catalogue once, and never again.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readMenu } from '@/lib/catalog/menu';
import { syncCatalog } from '@/lib/catalog/sync';
import { readProductPage } from '@/lib/storefront/product';
import { SANDBOX_SEEDED_KEY, seedSandboxProducts } from '@/lib/catalog/seed';
import { getDb } from '@/lib/db';
import { resetEnvCache } from '@/lib/env';
import type { PosCategory } from '@/lib/pos';
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import { resetCatalogue } from '@/tests/support/database';
import { withOwnDatabase } from '@/tests/support/own-database';
import { writeMirror } from '@/tests/support/mirror';
import { startSandbox, type TestSandbox } from '@/tests/support/sandbox';

withOwnDatabase();

let sandbox: TestSandbox;
let demo: PosCategory[];

beforeAll(async () => {
  sandbox = await startSandbox();
  demo = await sandbox.client.getProducts();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await resetCatalogue();
});

const demoProductCount = () => demo.reduce((n, c) => n + c.products.length, 0);

describe('seedSandboxProducts', () => {
  it('creates the demo menu once the mirror is synced, mapped to the demo units, with descriptions in Turkish and English', async () => {
    await writeMirror(demo);
    const outcome = await seedSandboxProducts();
    expect(outcome).toMatchObject({ seeded: true, created: { products: demoProductCount() } });

    const adana = await getDb().product.findFirstOrThrow({
      where: { name: 'Adana Kebap' },
      include: { variants: { include: { mapping: true }, orderBy: { position: 'asc' } } },
    });
    expect(adana.description).toMatch(/Kömür ateşinde/);
    expect(adana.variants[0]?.mapping?.posProductUnitId).toBe(DEMO_IDS.codedProductDefaultUnitId);

    const menu = await readMenu('delivery', 'tr');
    const onMenu = menu.categories.flatMap((c) => c.products);
    expect(onMenu.find((p) => p.name === 'Adana Kebap')?.fromPriceMinor).toBe(49_000);
    expect(onMenu.find((p) => p.name === 'Kazandibi')?.soldOut).toBe(true);
    // The demo's allergens come with it (docs/decisions/235).
    expect(onMenu.find((p) => p.name === 'Haydari')).toMatchObject({ allergens: { contains: ['milk'] }, dietaryTags: ['vegetarian'] });
    expect(onMenu.find((p) => p.slug === 'tavuk-doner-durum')?.name).toBe('Tavuk Döner Dürüm');

    // Every demo dish has both languages; in English a dish known by its Turkish name keeps it.
    const english = await readMenu('delivery', 'en');
    const inEnglish = english.categories.flatMap((c) => c.products);
    expect(inEnglish.find((p) => p.slug === 'adana-kebap')).toMatchObject({
      name: 'Adana Kebap',
      description: expect.stringMatching(/charcoal/),
    });
    expect(inEnglish.find((p) => p.slug === 'tavuk-doner-durum')?.name).toBe('Chicken Döner Wrap');
    expect(inEnglish.find((p) => p.slug === 'adana-kebap')?.variants.map((v) => v.name)).toContain('Portion');
    expect(english.categories.map((c) => c.name)).toContain('Kebabs');
    const descriptions = await getDb().product.findMany({ include: { translations: true } });
    expect(descriptions.filter((p) => p.description === '' || p.translations[0]?.description === undefined).map((p) => p.name)).toEqual([]);
  });

  it('does nothing before the first sync, and leaves no mark', async () => {
    expect(await seedSandboxProducts()).toEqual({ seeded: false, reason: 'mirror-empty' });
    expect(await getDb().siteState.findUnique({ where: { key: SANDBOX_SEEDED_KEY } })).toBeNull();
  });

  it('runs once: later calls, even after every product is deleted, create nothing', async () => {
    await writeMirror(demo);
    await seedSandboxProducts();
    expect(await seedSandboxProducts()).toEqual({ seeded: false, reason: 'already-seeded' });

    await getDb().product.deleteMany();
    expect(await seedSandboxProducts()).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await getDb().product.count()).toBe(0);
  });

  it('seeds once when two syncs finish at the same moment', async () => {
    await writeMirror(demo);
    const outcomes = await Promise.all([seedSandboxProducts(), seedSandboxProducts()]);
    expect(outcomes.filter((o) => o.seeded)).toHaveLength(1);
    expect(await getDb().product.count()).toBe(demoProductCount());
  });

  it('leaves products staff made before the first sync alone, and does not seed later', async () => {
    await writeMirror(demo);
    const category = await getDb().category.create({ data: { name: 'Ours', slug: 'ours' } });
    await getDb().product.create({ data: { name: 'House Special', slug: 'house-special', categoryId: category.id } });
    expect(await seedSandboxProducts()).toEqual({ seeded: false, reason: 'has-products' });
    await getDb().product.deleteMany();
    expect(await seedSandboxProducts()).toEqual({ seeded: false, reason: 'already-seeded' });
  });

  it('never seeds a site connected to a real POS', async () => {
    await writeMirror(demo);
    Object.assign(process.env, { POS_BASE_URL: 'https://pos.example.test/api/v2', POS_API_KEY: 'k', POS_API_SECRET: 's' });
    resetEnvCache();
    try {
      expect(await seedSandboxProducts()).toEqual({ seeded: false, reason: 'not-sandbox' });
    } finally {
      delete process.env.POS_BASE_URL;
      delete process.env.POS_API_KEY;
      delete process.env.POS_API_SECRET;
      resetEnvCache();
    }
    expect(await getDb().product.count()).toBe(0);
  });

  it('ships paid options that work: the demo’s extra units are mapped, priced like the options, and are not dishes of their own', async () => {
    const synced = await syncCatalog({ trigger: 'manual', client: sandbox.client });
    expect(synced.outcome).toBe('succeeded');
    await seedSandboxProducts();

    const mappings = await getDb().optionMapping.findMany({ orderBy: { featureId: 'asc' } });
    expect(mappings.map((m) => [m.featureId, m.posProductUnitId])).toEqual([
      [DEMO_IDS.paidFeatureId, DEMO_IDS.paidFeatureExtraUnitId],
      [813, 5201],
      [814, 5202],
      [815, 5203],
    ]);
    // "Ekstra et" costs 70–150 by product: no single unit matches it, so it stays unmapped.
    expect(mappings.some((m) => m.featureId === DEMO_IDS.variedPaidFeatureId)).toBe(false);
    expect(await getDb().product.findFirst({ where: { name: 'Ekstra Kaşar' } })).toBeNull();

    const wrap = await getDb().product.findFirstOrThrow({ where: { name: 'Tavuk Döner Dürüm' } });
    for (const mode of ['delivery', 'pickup', 'table'] as const) {
      const page = await readProductPage(wrap.slug, mode);
      const options = Object.values(page?.configs ?? {}).flatMap((config) => config.groups.flatMap((group) => group.options));
      expect(
        options.find((o) => o.featureId === DEMO_IDS.paidFeatureId),
        mode,
      ).toMatchObject({
        name: 'Ekstra kaşar',
        priceMinor: 2_500,
        extraUnitId: DEMO_IDS.paidFeatureExtraUnitId,
      });
    }
  });
});
