/**
 * Compares the rows the POS describes now with the rows a mirror table holds, for the tables that
 * are small enough to read whole (everything except products and their children, which compare
 * content hashes instead).
 */
import { keyOf, type TableSpec } from '@/lib/catalog/sync/rows';

export interface TableDiff<Row> {
  /** New rows, rows back from removal, and rows whose columns differ (position included): written as they are now. */
  upserts: Row[];
  /** Rows the mirror holds as live that the POS no longer lists. */
  removals: Row[];
  /** Keys (see keyOf) of rows new or back from removal. */
  added: Set<string>;
  /** Keys of live rows whose columns other than `position` differ. */
  changed: Set<string>;
  /** Keys of rows gone from the POS. */
  removed: Set<string>;
}

/** The difference between `existing` (read from the mirror) and `desired` (from the POS). */
export function diffTable<Row>(
  spec: TableSpec<Row>,
  existing: Map<string, Row & { removedAt: string | null }>,
  desired: readonly Row[],
): TableDiff<Row> {
  const diff: TableDiff<Row> = { upserts: [], removals: [], added: new Set(), changed: new Set(), removed: new Set() };
  const listed = new Set<string>();
  for (const row of desired) {
    const key = keyOf(spec, row);
    listed.add(key);
    const old = existing.get(key);
    if (!old || old.removedAt !== null) {
      diff.upserts.push(row);
      diff.added.add(key);
    } else if (spec.columns.some((column) => old[column] !== row[column])) {
      diff.upserts.push(row);
      // A row that only moved (because a sibling came or went) is rewritten but not reported as changed.
      if (spec.columns.some((column) => column !== 'position' && old[column] !== row[column])) diff.changed.add(key);
    }
  }
  for (const [key, old] of existing) {
    if (old.removedAt === null && !listed.has(key)) {
      diff.removals.push(old);
      diff.removed.add(key);
    }
  }
  return diff;
}
