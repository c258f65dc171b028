import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listPaidOptions, setOptionMapping } from '@/lib/catalog/option-mappings';
import { syncCatalog } from '@/lib/catalog/sync';
import { getDb } from '@/lib/db';
import { useOwnDatabase } from '@/tests/support/database';
import { createPosClient } from '@/lib/pos';
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import { startSandboxServer } from '@/lib/pos-sandbox/server';
import { setTestLocale } from '@/tests/support/next-intl-server';

/** Paid options are sold only through a staff-chosen POS unit (OptionMapping). */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let restoreDatabase: () => Promise<void>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-options-'));

beforeAll(async () => {
  restoreDatabase = await useOwnDatabase();
  sandbox = await startSandboxServer({ port: 0, dbFile: path.join(dir, 'sandbox.db') });
  const client = createPosClient({ baseUrl: sandbox.apiBaseUrl, apiKey: 'sandbox-key', apiSecret: 'sandbox-secret', consumer: 'test' });
  const result = await syncCatalog({ trigger: 'manual', client });
  expect(result.outcome).toBe('succeeded');
});
beforeEach(async () => {
  await getDb().optionMapping.deleteMany();
});
afterAll(async () => {
  await sandbox.close();
  await restoreDatabase();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('paid option mappings', () => {
  it('lists the demo paid options, none offered until staff maps them', async () => {
    const options = await listPaidOptions();
    const cheese = options.find((o) => o.featureId === DEMO_IDS.paidFeatureId);
    expect(cheese).toMatchObject({ name: 'Ekstra kaşar', minExtraMinor: 2500, mapped: null });
    expect(options.every((o) => o.minExtraMinor > 0)).toBe(true);
    expect(cheese?.suggestions.length).toBeGreaterThan(0);
  });

  it('maps an option to a unit priced like it, shows what customers pay, and clears it again', async () => {
    const ok = await setOptionMapping(DEMO_IDS.paidFeatureId, DEMO_IDS.paidFeatureExtraUnitId);
    expect(ok).toEqual({ ok: true, message: 'Ekstra kaşar is sold as Ekstra Kaşar · Porsiyon.' });
    const mapped = (await listPaidOptions()).find((o) => o.featureId === DEMO_IDS.paidFeatureId);
    expect(mapped?.mapped).toMatchObject({
      unitId: DEMO_IDS.paidFeatureExtraUnitId,
      live: true,
      prices: { table: 2_500, delivery: 2_500, pickup: 2_500 },
      differing: [],
    });
    expect((await setOptionMapping(DEMO_IDS.paidFeatureId, null)).ok).toBe(true);
    expect(await getDb().optionMapping.count()).toBe(0);
  });

  it('refuses a unit that would charge customers another price, saying what they would pay', async () => {
    // Adana Kebap Porsiyon: table 480, delivery 490, pickup 460 — not the option's +25.
    const refused = await setOptionMapping(DEMO_IDS.paidFeatureId, DEMO_IDS.pickupCheaperUnitId);
    expect(refused).toMatchObject({ ok: false, priceDifference: true });
    expect(refused.message).toBe(
      'Customers would pay ₺480.00 for table orders; ₺490.00 for delivery; ₺460.00 for pickup for Ekstra kaşar, not its extra price ₺25.00. ' +
        'Choose a unit priced like the option, or tick “Charge the unit’s price” to sell it anyway.',
    );
    expect(await getDb().optionMapping.count()).toBe(0);
  });

  it('maps a differently priced unit only when staff accept it, and then warns on the list', async () => {
    const accepted = await setOptionMapping(DEMO_IDS.paidFeatureId, DEMO_IDS.pickupCheaperUnitId, true);
    expect(accepted.ok).toBe(true);
    expect(accepted.message).toContain('Customers pay ₺480.00 for table orders; ₺490.00 for delivery; ₺460.00 for pickup');
    const mapped = (await listPaidOptions()).find((o) => o.featureId === DEMO_IDS.paidFeatureId);
    expect(mapped?.mapped?.differing).toEqual(['table', 'delivery', 'pickup']);
  });

  it('suggests units whose prices match first, then units whose names match', async () => {
    const options = await listPaidOptions();
    const cheese = options.find((o) => o.featureId === DEMO_IDS.paidFeatureId);
    expect(cheese?.suggestions[0]).toMatchObject({ unitId: DEMO_IDS.paidFeatureExtraUnitId, priceMatch: true });
    const matchFlags = cheese?.suggestions.map((s) => s.priceMatch) ?? [];
    // Every price match comes before every name-only match.
    expect(matchFlags).toEqual([...matchFlags].sort((a, b) => Number(b) - Number(a)));
    const butter = options.find((o) => o.name === 'Tereyağı');
    expect(butter?.suggestions[0]).toMatchObject({ unitId: 5203, priceMatch: true });
    // "Ekstra et" costs 70–150 by product: no unit matches its price everywhere.
    const meat = options.find((o) => o.featureId === DEMO_IDS.variedPaidFeatureId);
    expect(meat?.extraPricesMinor).toEqual([7_000, 11_000, 13_000, 15_000]);
    expect(meat?.suggestions.every((s) => !s.priceMatch)).toBe(true);
  });

  it('refuses a unit that does not exist, and changes nothing', async () => {
    const refused = await setOptionMapping(DEMO_IDS.paidFeatureId, 999_999);
    expect(refused).toEqual({ ok: false, message: 'POS unit #999999 does not exist or was removed from the POS.' });
    expect(await getDb().optionMapping.count()).toBe(0);
  });

  it('answers Turkish staff in Turkish, with amounts as Turkish writes them', async () => {
    setTestLocale('tr');
    try {
      const refused = await setOptionMapping(DEMO_IDS.paidFeatureId, DEMO_IDS.pickupCheaperUnitId);
      expect(refused.message).toBe(
        'Müşteriler Ekstra kaşar için ₺25,00 tutarındaki ek fiyatı değil, masa siparişleri için ₺480,00; paket servis için ₺490,00; gel al için ₺460,00 öderdi. ' +
          'Seçenekle aynı fiyattaki bir birimi seçin ya da yine de satmak için “Birimin fiyatını al” kutusunu işaretleyin.',
      );
      expect((await setOptionMapping(DEMO_IDS.paidFeatureId, DEMO_IDS.paidFeatureExtraUnitId)).message).toBe(
        'Ekstra kaşar, Ekstra Kaşar · Porsiyon olarak satılıyor.',
      );
    } finally {
      setTestLocale('en');
    }
  });
});
