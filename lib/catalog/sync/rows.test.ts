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

  it('orders feature links by feature, then product', () => {
    const link = (featureId: number, productId: number) => ({ featureId, productId, additionalPriceMinor: 0, headerName: '' });
    const rows = [link(812, 1), link(811, 2), link(811, 1)];
    expect(rows.sort(TABLES.featureLinks.compare).map((r) => [r.featureId, r.productId])).toEqual([
      [811, 1],
      [811, 2],
      [812, 1],
    ]);
  });
});
