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

  it('maps an option to a live POS unit and clears it again', async () => {
    const ok = await setOptionMapping(DEMO_IDS.paidFeatureId, DEMO_IDS.pickupCheaperUnitId);
    expect(ok.ok).toBe(true);
    const mapped = (await listPaidOptions()).find((o) => o.featureId === DEMO_IDS.paidFeatureId);
    expect(mapped?.mapped).toMatchObject({ unitId: DEMO_IDS.pickupCheaperUnitId, live: true });
    expect((await setOptionMapping(DEMO_IDS.paidFeatureId, null)).ok).toBe(true);
    expect(await getDb().optionMapping.count()).toBe(0);
  });

  it('refuses a unit that does not exist, and changes nothing', async () => {
    const refused = await setOptionMapping(DEMO_IDS.paidFeatureId, 999_999);
    expect(refused).toEqual({ ok: false, message: 'POS unit #999999 does not exist or was removed from the POS.' });
    expect(await getDb().optionMapping.count()).toBe(0);
  });
});
