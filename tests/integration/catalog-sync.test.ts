/**
 * The catalogue sync against the real sandbox over HTTP and the worker's database (SQLite, or PostgreSQL in that pass): what a
 * first sync mirrors, what later syncs change (and do not), and that a failure at any point leaves
 * the previous mirror exactly as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { syncCatalog, type SyncResult } from '@/lib/catalog/sync';
import { clearMirror, dumpMirror, execOnTestDatabase } from '@/tests/support/mirror';
import { testEngine } from '@/tests/support/postgres';
import { startSandbox, type TestSandbox } from '@/tests/support/sandbox';
import { getDb } from '@/lib/db';
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import type { SandboxCatalogue, WireProduct } from '@/lib/pos-sandbox/types';

let sandbox: TestSandbox;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(async () => {
  await sandbox.control('POST', '/reset');
  await clearMirror();
});

const sync = (): Promise<SyncResult> => syncCatalog({ trigger: 'manual', client: sandbox.client, db: getDb() });

async function catalogue(): Promise<SandboxCatalogue> {
  return (await sandbox.control('GET', '/catalogue')) as SandboxCatalogue;
}

function productOf(cat: SandboxCatalogue, productId: number): WireProduct {
  const product = cat.categories.flatMap((c) => c.products).find((p) => p.productId === productId);
  if (!product) throw new Error(`the demo catalogue has no product ${productId}`);
  return product;
}

/** Items the sync counts: categories, products, feature groups, features, areas, tables, payment types. */
function itemCount(cat: SandboxCatalogue): number {
  const products = cat.categories.reduce((n, c) => n + c.products.length, 0);
  const features = cat.featureGroups.reduce((n, g) => n + g.features.length, 0);
  const tables = cat.areas.reduce((n, a) => n + a.tables.length, 0);
  return cat.categories.length + products + cat.featureGroups.length + features + cat.areas.length + tables + cat.paymentTypes.length;
}

describe('a first sync', () => {
  it('mirrors the whole demo catalogue, counts every item as added and records the run', async () => {
    const demo = await catalogue();
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'succeeded', added: itemCount(demo), changed: 0, removed: 0, priceChanges: 0, error: null });
    const db = getDb();
    const products = demo.categories.flatMap((c) => c.products);
    expect(await db.posCategory.count()).toBe(demo.categories.length);
    expect(await db.posProduct.count()).toBe(products.length);
    expect(await db.posProductUnit.count()).toBe(products.reduce((n, p) => n + p.productUnits.length, 0));
    expect(await db.posFeatureGroup.count()).toBe(demo.featureGroups.length);
    expect(await db.posTable.count()).toBe(demo.areas.reduce((n, a) => n + a.tables.length, 0));
    expect(await db.posPaymentType.count()).toBe(demo.paymentTypes.length);
    const run = await db.catalogSync.findUniqueOrThrow({ where: { id: result.id } });
    expect(run).toMatchObject({ trigger: 'manual', outcome: 'succeeded', stage: 'done', added: result.added, error: null });
    expect(run.finishedAt?.getTime()).toBeGreaterThanOrEqual(run.startedAt.getTime());
    expect(run.durationMs).toBeGreaterThan(0);
  });

  it('keeps a unit price per list in kuruş, an inactive row with isActive false, and no row where the POS has none', async () => {
    await sync();
    const prices = async (unitId: number) =>
      (await getDb().posPrice.findMany({ where: { unitId }, orderBy: { priceList: 'asc' } })).map((p) => [
        p.priceList,
        p.priceMinor,
        p.isActive,
      ]);
    expect(await prices(DEMO_IDS.pickupCheaperUnitId)).toEqual([
      [1, 48000, true],
      [3, 49000, true],
      [5, 46000, true],
    ]);
    expect(await prices(DEMO_IDS.inactiveDeliveryUnitId)).toEqual([
      [1, 26000, true],
      [3, 27000, false],
      [5, 25000, true],
    ]);
    expect(await prices(DEMO_IDS.noPickupRowUnitId)).toEqual([[3, 390000, true]]);
  });

  it('mirrors stock per sales channel, a feature surcharge per product, ingredients and a menu group with its items', async () => {
    await sync();
    const db = getDb();
    const stock = await db.posStock.findMany({ where: { productId: DEMO_IDS.zeroStockProductId }, orderBy: { salesChannel: 'asc' } });
    expect(stock.map((s) => [s.salesChannel, s.quantity])).toEqual([
      ['Salon', 5],
      ['Web', 0],
    ]);
    const surcharge = await db.posFeatureProduct.findUniqueOrThrow({
      where: { featureId_productId: { featureId: DEMO_IDS.paidFeatureId, productId: 1000 } },
    });
    expect(surcharge).toMatchObject({ additionalPriceMinor: 2500, headerName: 'Ekstralar', removedAt: null });
    const group = await db.posFeatureGroup.findUniqueOrThrow({ where: { id: DEMO_IDS.multipleChoiceFeatureGroupId } });
    expect(group).toMatchObject({ selection: 'multiple', headerType: 'MultipleChoice', necessaryCount: 0 });
    const onion = await db.posExcludedFeature.findUniqueOrThrow({
      where: { productId_featureId: { productId: 1000, featureId: DEMO_IDS.excludedFeatureId } },
    });
    expect(onion).toMatchObject({ name: 'Soğan', code: 'EXC-SOGAN' });
    const menu = await db.posMenuGroup.findMany({
      where: { productId: DEMO_IDS.menuProductId },
      include: { items: { orderBy: { position: 'asc' } } },
      orderBy: { position: 'asc' },
    });
    expect(menu.map((g) => [g.groupId, g.name, g.selectableCount, g.items.map((i) => i.productUnitId)])).toEqual([
      [1, 'Ana yemek', 1, [5000, 5002, 5004]],
      [2, 'İçecek', 1, [5090, 5093, 5092]],
    ]);
  });
});

describe('a later sync', () => {
  it('with no change on the POS writes nothing and counts zero', async () => {
    await sync();
    const before = await dumpMirror();
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'succeeded', added: 0, changed: 0, removed: 0, priceChanges: 0, unchanged: true });
    expect(await dumpMirror()).toEqual(before);
  });

  it('of bodies that differ only in form (legacy PascalCase) compares content hashes and changes no row', async () => {
    // Legacy bodies carry no isActive flag (it then means "on sale"), so start from a catalogue without inactive rows.
    const demo = await catalogue();
    for (const unit of demo.categories.flatMap((c) => c.products).flatMap((p) => p.productUnits)) {
      for (const price of unit.prices) price.isActive = true;
    }
    await sandbox.control('PUT', '/catalogue', demo);
    await sync();
    const before = await dumpMirror();
    await sandbox.control('PUT', '/config', { legacyCasing: true });
    const result = await sync();
    expect(result).toMatchObject({ outcome: 'succeeded', added: 0, changed: 0, removed: 0, unchanged: false });
    expect(await dumpMirror()).toEqual(before);
  });

  it('after one price change counts one changed item and logs the price from → to, touching no other product', async () => {
    await sync();
    const before = await dumpMirror();
    const demo = await catalogue();
    const price = productOf(demo, DEMO_IDS.codedProductId).productUnits[0]?.prices.find((p) => p.orderType === 3);
    if (!price) throw new Error('Adana Kebap has no delivery price');
    price.price = 505.5;
    await sandbox.control('PUT', '/catalogue', demo);

    const result = await sync();
    expect(result).toMatchObject({ outcome: 'succeeded', added: 0, changed: 1, removed: 0, priceChanges: 1 });
    const change = {
      unitId: DEMO_IDS.codedProductDefaultUnitId,
      name: 'Adana Kebap · Porsiyon',
      priceList: 3,
      fromMinor: 49000,
      toMinor: 50550,
    };
    expect(result.priceChangeLog).toEqual([change]);
    const run = await getDb().catalogSync.findUniqueOrThrow({ where: { id: result.id } });
    expect(run.priceChanges).toBe(1);
    expect(JSON.parse(run.priceChangeLog ?? 'null')).toEqual([change]);

    const after = await dumpMirror();
    const otherPrices = (dump: Record<string, string>) =>
      (JSON.parse(dump.PosPrice ?? '[]') as Array<{ unitId: number; priceList: number }>).filter(
        (p) => !(p.unitId === change.unitId && p.priceList === 3),
      );
    expect(otherPrices(after)).toEqual(otherPrices(before));
    expect(after.PosProductUnit).toEqual(before.PosProductUnit);
  });

  it('marks a product gone from the POS as removed, with its units, without deleting it; its neighbours only move up', async () => {
    await sync();
    const demo = await catalogue();
    const category = demo.categories.find((c) => c.products.some((p) => p.productId === DEMO_IDS.uncodedProductId));
    if (!category) throw new Error('Ezme is in no category');
    category.products = category.products.filter((p) => p.productId !== DEMO_IDS.uncodedProductId);
    await sandbox.control('PUT', '/catalogue', demo);

    const result = await sync();
    expect(result).toMatchObject({ outcome: 'succeeded', added: 0, changed: 0, removed: 1 });
    const product = await getDb().posProduct.findUniqueOrThrow({ where: { id: DEMO_IDS.uncodedProductId }, include: { units: true } });
    expect(product.removedAt).toBeInstanceOf(Date);
    expect(product.units.length).toBeGreaterThan(0);
    expect(product.units.every((u) => u.removedAt instanceof Date)).toBe(true);
    const live = await getDb().posProduct.findMany({
      where: { categoryId: category.categoryId, removedAt: null },
      orderBy: { position: 'asc' },
    });
    expect(live.map((p) => [p.id, p.position])).toEqual(category.products.map((p, position) => [p.productId, position]));
  });

  it('keeps a unit that moves to another product live, under its new product, with its prices', async () => {
    await sync();
    const demo = await catalogue();
    const from = productOf(demo, DEMO_IDS.codedProductId);
    const moving = from.productUnits.find((u) => u.productUnitId === 5041);
    if (!moving) throw new Error('Adana Kebap has no unit 5041');
    from.productUnits = from.productUnits.filter((u) => u !== moving);
    productOf(demo, DEMO_IDS.uncodedProductId).productUnits.push({ ...moving, isDefault: false });
    await sandbox.control('PUT', '/catalogue', demo);

    const result = await sync();
    expect(result).toMatchObject({ outcome: 'succeeded', added: 0, changed: 2, removed: 0, priceChanges: 0 });
    const unit = await getDb().posProductUnit.findUniqueOrThrow({ where: { id: 5041 }, include: { prices: true } });
    expect(unit).toMatchObject({ productId: DEMO_IDS.uncodedProductId, removedAt: null });
    expect(unit.prices.map((p) => [p.priceList, p.removedAt])).toEqual([
      [1, null],
      [3, null],
      [5, null],
    ]);
  });

  it('brings a product that comes back to life again, counted as added', async () => {
    await sync();
    const demo = await catalogue();
    const without = structuredClone(demo);
    for (const category of without.categories)
      category.products = category.products.filter((p) => p.productId !== DEMO_IDS.uncodedProductId);
    await sandbox.control('PUT', '/catalogue', without);
    await sync();
    await sandbox.control('PUT', '/catalogue', demo);

    const result = await sync();
    expect(result).toMatchObject({ outcome: 'succeeded', added: 1, changed: 0, removed: 0 });
    const product = await getDb().posProduct.findUniqueOrThrow({
      where: { id: DEMO_IDS.uncodedProductId },
      include: { units: { include: { prices: true } } },
    });
    expect(product.removedAt).toBeNull();
    expect(product.units.flatMap((u) => [u.removedAt, ...u.prices.map((p) => p.removedAt)]).every((at) => at === null)).toBe(true);
  });
});

describe('a sync that fails', () => {
  async function expectFailureKeepsMirror(cause: () => Promise<void>, error: RegExp, stage: string): Promise<void> {
    await sync();
    const before = await dumpMirror();
    const demo = await catalogue();
    // A real change on the POS, so that a sync that went through would have altered the mirror.
    const price = productOf(demo, DEMO_IDS.codedProductId).productUnits[0]?.prices[0];
    if (!price) throw new Error('Adana Kebap has no price');
    price.price += 10;
    await sandbox.control('PUT', '/catalogue', demo);
    await cause();

    const result = await sync();
    expect(result.outcome).toBe('failed');
    expect(result.error).toMatch(error);
    expect(await dumpMirror()).toEqual(before);
    const run = await getDb().catalogSync.findUniqueOrThrow({ where: { id: result.id } });
    expect(run).toMatchObject({ outcome: 'failed', stage, added: 0, changed: 0 });
    expect(run.error).toMatch(error);
  }

  it('because the POS answers every call with an error leaves the mirror byte for byte as it was', async () => {
    await expectFailureKeepsMirror(
      () => sandbox.control('PUT', '/config', { failureRate: 1 }).then(() => undefined),
      // Stored as the catalogue key with its detail; staff read it in their language (lib/catalog/sync/data.ts).
      /^PosErrors\.sync\.transport .*HTTP 500/,
      'fetching',
    );
  });

  it('because the POS sends bodies that are not JSON leaves the mirror as it was', async () => {
    await expectFailureKeepsMirror(
      () => sandbox.control('PUT', '/config', { malformedRate: 1 }).then(() => undefined),
      /not JSON/,
      'fetching',
    );
  });

  it('because one unit id appears in two products fails validation and leaves the mirror as it was', async () => {
    await expectFailureKeepsMirror(
      async () => {
        const demo = await catalogue();
        const unit = productOf(demo, DEMO_IDS.uncodedProductId).productUnits[0];
        if (!unit) throw new Error('Ezme has no unit');
        unit.productUnitId = DEMO_IDS.pickupCheaperUnitId;
        await sandbox.control('PUT', '/catalogue', demo);
      },
      /inconsistent: product unit 5040 appears twice/,
      'validating',
    );
  });

  it('because the database refuses a write in the middle rolls back everything written before it', async () => {
    await execOnTestDatabase(
      testEngine() === 'postgresql'
        ? "CREATE FUNCTION refuse_payment_type() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk says no'; END $$; " +
            'CREATE TRIGGER refuse_payment_type BEFORE UPDATE ON "PosPaymentType" FOR EACH ROW EXECUTE FUNCTION refuse_payment_type()'
        : 'CREATE TRIGGER refuse_payment_type BEFORE UPDATE ON "PosPaymentType" BEGIN SELECT RAISE(ABORT, \'disk says no\'); END',
    );
    try {
      await expectFailureKeepsMirror(
        async () => {
          const demo = await catalogue();
          const cash = demo.paymentTypes.find((p) => p.id === DEMO_IDS.cashPaymentTypeId);
          if (!cash) throw new Error('the demo has no cash payment type');
          cash.name = 'Nakit (TL)';
          await sandbox.control('PUT', '/catalogue', demo);
        },
        /^Saving the catalogue failed: disk says no/,
        'writing',
      );
    } finally {
      await execOnTestDatabase(
        testEngine() === 'postgresql'
          ? 'DROP TRIGGER IF EXISTS refuse_payment_type ON "PosPaymentType"; DROP FUNCTION IF EXISTS refuse_payment_type()'
          : 'DROP TRIGGER IF EXISTS refuse_payment_type',
      );
    }
  });
});
