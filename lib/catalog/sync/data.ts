/**
 * Reads for the staff's catalogue page and the sync progress endpoint: recent runs, one run's
 * status. How much the mirror holds is lib/pos-mirror/totals.ts. Server code only.
 */
import type { PriceChange, SyncStage, SyncTrigger } from '@/lib/catalog/sync';
import { syncRunViewSchema, type SyncRunView } from '@/lib/catalog/sync/forms';
import { getDb } from '@/lib/db';
import type { CatalogSync } from '@/lib/generated/prisma/client';
import type { FormTranslate } from '@/lib/forms/parse-form';
import { formTranslator } from '@/lib/forms/read-form';

const TRIGGERS: readonly SyncTrigger[] = ['schedule', 'manual', 'startup'];
const OUTCOMES: readonly SyncRunView['outcome'][] = ['running', 'succeeded', 'failed'];
const STAGES: readonly SyncStage[] = ['fetching', 'validating', 'writing', 'done'];

function oneOf<T extends string>(values: readonly T[], value: string, fallback: T): T {
  return values.find((v) => v === value) ?? fallback;
}

function parseLog(text: string | null): PriceChange[] {
  if (text === null) return [];
  try {
    const parsed = syncRunViewSchema.shape.priceChangeLog.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** A run as staff read it; its error may be a catalogue key (lib/pos/describe-error.ts), said in their language. */
function toView(run: CatalogSync, translate: FormTranslate): SyncRunView {
  return {
    id: run.id,
    trigger: oneOf(TRIGGERS, run.trigger, 'manual'),
    outcome: oneOf(OUTCOMES, run.outcome, 'failed'),
    stage: oneOf(STAGES, run.stage, 'fetching'),
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    durationMs: run.durationMs,
    added: run.added,
    changed: run.changed,
    removed: run.removed,
    priceChanges: run.priceChanges,
    priceChangeLog: parseLog(run.priceChangeLog),
    error: run.error === null ? null : translate(run.error),
  };
}

/** The most recent sync runs, newest first. */
export async function listRecentSyncs(limit = 20): Promise<SyncRunView[]> {
  const runs = await getDb().catalogSync.findMany({ orderBy: { id: 'desc' }, take: limit });
  const translate = await formTranslator();
  return runs.map((run) => toView(run, translate));
}

/** One sync run, or null when there is none with this id. */
export async function getSyncRun(id: number): Promise<SyncRunView | null> {
  const run = await getDb().catalogSync.findUnique({ where: { id } });
  return run ? toView(run, await formTranslator()) : null;
}
