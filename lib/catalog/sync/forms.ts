/**
 * What the catalogue page's "Sync now" shares between server and browser: the shape of a sync run
 * as the progress endpoint sends it, the action's answer, and the words for each moment of a run.
 * Safe for client components (no server imports).
 */
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

const STAGE_WORDS: Record<SyncRunView['stage'], string> = {
  fetching: 'Fetching from the POS…',
  validating: 'Checking the catalogue…',
  writing: 'Writing…',
  done: 'Finishing…',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The status line for a run: its stage while running, then its counts or its error in plain words. */
export function describeProgress(
  run: Pick<SyncRunView, 'outcome' | 'stage' | 'added' | 'changed' | 'removed' | 'priceChanges' | 'error'>,
): string {
  if (run.outcome === 'running') return STAGE_WORDS[run.stage];
  if (run.outcome === 'failed') {
    const reason = run.error?.trim() || 'No reason was recorded';
    return `Sync failed. ${/[.!?…]$/.test(reason) ? reason : `${reason}.`} The catalogue was left as it was.`;
  }
  return `Synced: ${run.added} added, ${run.changed} changed, ${run.removed} removed, ${plural(run.priceChanges, 'price change', 'price changes')}`;
}

/** Price-list names as staff know them. */
export const PRICE_LIST_NAMES: Readonly<Record<number, string>> = { 1: 'Table', 3: 'Delivery', 5: 'Pickup' };
