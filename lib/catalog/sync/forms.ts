/**
 * What the catalogue page's "Sync now" shares between server and browser: the shape of a sync run
 * as the progress endpoint sends it, the action's answer, and the words for each moment of a run.
 * Safe for client components (no server imports).
 */
import type { useTranslations } from 'next-intl';
import { z } from 'zod';
import type { FormState } from '@/lib/forms/form-state';

export const syncRunViewSchema = z.object({
  id: z.number(),
  trigger: z.enum(['schedule', 'manual', 'startup']),
  outcome: z.enum(['running', 'succeeded', 'failed']),
  stage: z.enum(['fetching', 'validating', 'writing', 'done']),
  /** ISO 8601 */
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  added: z.number(),
  changed: z.number(),
  removed: z.number(),
  priceChanges: z.number(),
  /** The first 100 price changes. */
  priceChangeLog: z.array(
    z.object({ unitId: z.number(), name: z.string(), priceList: z.number(), fromMinor: z.number().int(), toMinor: z.number().int() }),
  ),
  error: z.string().nullable(),
});

/** One sync run as the admin page and the progress endpoint show it (JSON-safe). */
export type SyncRunView = z.infer<typeof syncRunViewSchema>;

/** The "Sync now" action's answer: the run to follow, or why none was started. */
export interface SyncNowState extends FormState {
  syncId?: number;
}

/** The AdminCatalogue.sync translator, in the staff's language (useTranslations in the "Sync now" panel). */
export type SyncWords = ReturnType<typeof useTranslations<'AdminCatalogue.sync'>>;

/** The status line for a run: its stage while running, then its counts or its error in plain words, in the staff's language. */
export function describeProgress(
  t: SyncWords,
  run: Pick<SyncRunView, 'outcome' | 'stage' | 'added' | 'changed' | 'removed' | 'priceChanges' | 'error'>,
): string {
  if (run.outcome === 'running') return t(`stages.${run.stage}`);
  if (run.outcome === 'failed') {
    // The recorded error is the sync's own words (English, as the logs); the sentence around it is the staff's.
    const error = run.error?.trim();
    return t('failed', { reason: error ? (/[.!?…]$/.test(error) ? error : `${error}.`) : t('noReason') });
  }
  return t('succeeded', { added: run.added, changed: run.changed, removed: run.removed, prices: run.priceChanges });
}
