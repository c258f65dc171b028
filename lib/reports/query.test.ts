import { describe, expect, it } from 'vitest';
import { formTranslator } from '@/lib/forms/read-form';
import { parseReportQuery, reportQueryString } from '@/lib/reports/query';

const TZ = 'Europe/Istanbul';

describe('parseReportQuery', () => {
  it('opens on the last seven days up to today, cancelled left out, all order types', () => {
    const parsed = parseReportQuery({}, '2026-03-10', TZ);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.query.range.days).toHaveLength(7);
    expect(parsed.query).toMatchObject({ includeCancelled: false, orderType: 'all', range: { from: '2026-03-04', to: '2026-03-10' } });
  });

  it('reads the form: dates, the cancelled checkbox and the order type', () => {
    const parsed = parseReportQuery(
      { from: '2026-03-01', to: '2026-03-03', includeCancelled: 'on', orderType: 'pickup' },
      '2026-03-10',
      TZ,
    );
    expect(parsed.ok && parsed.query).toMatchObject({
      includeCancelled: true,
      orderType: 'pickup',
      range: { startDate: '2026-02-28 21:00:00' },
    });
  });

  it('puts errors next to the field: an impossible date, a reversed range, an unknown order type', async () => {
    const parsed = parseReportQuery({ from: '2026-02-30', to: '2026-03-03', orderType: 'drone' }, '2026-03-10', TZ);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(['from', 'orderType']);
    expect(parsed.values.from).toBe('2026-02-30');
    const reversed = parseReportQuery({ from: '2026-03-05', to: '2026-03-03' }, '2026-03-10', TZ, await formTranslator());
    expect(!reversed.ok && reversed.fieldErrors.to).toEqual(['The last day must not be before the first']);
  });

  it('round-trips through the query string the CSV link uses', () => {
    const parsed = parseReportQuery({ from: '2026-03-01', to: '2026-03-03', includeCancelled: '1', orderType: 'table' }, '2026-03-10', TZ);
    if (!parsed.ok) throw new Error('expected a valid query');
    const again = parseReportQuery(Object.fromEntries(new URLSearchParams(reportQueryString(parsed.query))), '2026-03-10', TZ);
    expect(again.ok && again.query).toEqual(parsed.query);
  });
});
