/**
 * The catalogue sync as a background job: at the configured hours of the day (SYNC_HOURS) in the
 * restaurant's time zone (RESTAURANT_TIMEZONE), and once at start-up when the mirror is empty.
 */
import { CATALOG_SYNC_JOB, CATALOG_SYNC_LEASE_MS, syncCatalog } from '@/lib/catalog/sync';
import { seedSandboxProducts } from '@/lib/catalog/seed';
import { getDb } from '@/lib/db';
import { getEnv } from '@/lib/env';
import type { JobDefinition } from '@/lib/jobs/registry';
import { mirrorEverFilled } from '@/lib/pos-mirror/products';
import { parseSyncHours } from '@/lib/settings/shop';

/**
 * The cron expression (minute hour day month weekday) that fires on the hour at each of `hours`,
 * e.g. [16, 6, 11] → "0 6,11,16 * * *". Throws RangeError for an empty list or an hour outside 0–23.
 */
export function cronForHours(hours: readonly number[]): string {
  if (hours.length === 0) throw new RangeError('at least one hour of the day is needed');
  for (const hour of hours) {
    if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new RangeError(`expected hours from 0 to 23, got ${hour}`);
  }
  const sorted = [...new Set(hours)].sort((a, b) => a - b);
  return `0 ${sorted.join(',')} * * *`;
}

/** The hours staff chose in the shop settings, else SYNC_HOURS from the environment. */
export async function syncHours(): Promise<number[]> {
  const row = await getDb().shopSettings.findUnique({ where: { id: 1 }, select: { syncHours: true } });
  return parseSyncHours(row?.syncHours ?? null) ?? getEnv().SYNC_HOURS;
}

/** Whether the mirror has never been filled (no PosProduct row at all, live or removed). */
async function mirrorIsEmpty(): Promise<boolean> {
  return !(await mirrorEverFilled());
}

/** The job definition registered in lib/site-jobs.ts. */
export function catalogSyncJob(): JobDefinition {
  // Set by the start-up check so that the run it asks for is recorded as "startup", not "schedule".
  let startupRunPending = false;
  return {
    name: CATALOG_SYNC_JOB,
    schedule: async () => cronForHours(await syncHours()),
    timezone: () => getEnv().RESTAURANT_TIMEZONE,
    leaseMs: CATALOG_SYNC_LEASE_MS,
    runOnStart: async () => {
      startupRunPending = await mirrorIsEmpty();
      return startupRunPending;
    },
    run: async () => {
      const trigger = startupRunPending ? 'startup' : 'schedule';
      startupRunPending = false;
      const result = await syncCatalog({ trigger });
      // The registry records the job run as failed too; the CatalogSync row has the details.
      if (result.outcome === 'failed') throw new Error(result.error ?? 'catalogue sync failed');
      // In sandbox mode the first successful sync also gives the site its demo menu (once per database).
      await seedSandboxProducts();
    },
  };
}
