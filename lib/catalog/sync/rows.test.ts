import { describe, expect, it } from 'vitest';
import { TABLES, type SqlValue } from '@/lib/catalog/sync/rows';

/** Any table's spec, seen only through its column list and value writer. */
interface AnySpec {
  columns: readonly string[];
  values(out: SqlValue[], row: never): void;
}

/** What values() writes for a row whose every column holds its own index (so it must be 0, 1, 2, …). */
function written(spec: AnySpec): SqlValue[] {
  const row = Object.fromEntries(spec.columns.map((column, i) => [column, i]));
  const out: SqlValue[] = [];
  spec.values(out, row as never);
  return out;
}

describe('TABLES', () => {
  it.each(Object.entries(TABLES))('%s: values() gives one value per column, in column order', (_name, spec) => {
    expect(written(spec)).toEqual(spec.columns.map((_, i) => i));
  });

  it('lists key columns first, as the upsert conflict target expects', () => {
    for (const spec of Object.values(TABLES)) expect(spec.columns.slice(0, spec.key.length)).toEqual(spec.key);
  });

  it('orders price rows by unit, then price list', () => {
    const rows = [
      { unitId: 2, priceList: 1, priceMinor: 0, isActive: 1 as const },
      { unitId: 1, priceList: 5, priceMinor: 0, isActive: 1 as const },
      { unitId: 1, priceList: 3, priceMinor: 0, isActive: 1 as const },
    ];
    expect(rows.sort(TABLES.prices.compare).map((r) => [r.unitId, r.priceList])).toEqual([[1, 3], [1, 5], [2, 1]]);
  });
});
