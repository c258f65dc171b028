/**
 * Fuzz (fast-check): the query strings of the sales report (and its CSV export) and of the staff's
 * order list, as a browser, a bookmark edited by hand or an attacker could send them. Each must
 * give a usable filter or errors by field; nothing may throw (a throw is an HTTP 500 for staff).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOrderFilter } from '@/lib/admin-orders/list';
import { MAX_REPORT_DAYS } from '@/lib/reports/range';
import { parseReportQuery } from '@/lib/reports/query';
import { addDays, daysBetween, parseIsoDate } from '@/lib/settings/time-zone';
import { reliabilityScale } from '@/tests/support/shopper';
import { formTranslator } from '@/lib/forms/read-form';

// The refusals as English staff read them (the test language), so the messages below can be read.
const translate = await formTranslator();

const TZ = 'Europe/Istanbul';
const TODAY = '2026-03-10';
const runs = (n: number) => Math.round(n * reliabilityScale());

/** Text a date field might carry: real and impossible dates, near misses, junk, nothing. */
const dateLike = fc.oneof(
  fc.date({ min: new Date('1960-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 99999 }), fc.integer({ min: -1, max: 99 }), fc.integer({ min: -1, max: 99 }))
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'x',
    '2026-02-30',
    '2026-13-01',
    '1969-12-31',
    '2026-3-1',
    ' 2026-03-01 ',
    '01.03.2026',
    '2026-03-01T00:00',
    '\u0000',
  ),
);

/** A parameter as Next hands it over: absent, one value, or repeated. */
const param = fc.option(fc.oneof(dateLike, fc.array(dateLike, { maxLength: 3 })), { nil: undefined });
const anyText = fc.option(fc.oneof(fc.string({ maxLength: 20 }), fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 })), {
  nil: undefined,
});

describe('sales report query', () => {
  it('never throws: a range of real dates within the limit, or errors on the named fields', () => {
    fc.assert(
      fc.property(
        param,
        param,
        anyText,
        fc.option(fc.constantFrom('all', 'delivery', 'pickup', 'table', 'drone', ''), { nil: undefined }),
        (from, to, cancelled, orderType) => {
          const parsed = parseReportQuery({ from, to, includeCancelled: cancelled, orderType }, TODAY, TZ, translate);
          if (parsed.ok) {
            const { range } = parsed.query;
            expect(parseIsoDate(range.from)).not.toBeNull();
            expect(parseIsoDate(range.to)).not.toBeNull();
            expect(range.days.length).toBeGreaterThanOrEqual(1);
            expect(range.days.length).toBeLessThanOrEqual(MAX_REPORT_DAYS);
          } else {
            const fields = Object.keys(parsed.fieldErrors);
            expect(fields.length).toBeGreaterThan(0);
            for (const field of fields) expect(['from', 'to', 'orderType']).toContain(field);
            for (const message of Object.values(parsed.fieldErrors).flat()) expect(message).toMatch(/^[A-Z].+/);
          }
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('takes two real dates exactly when the range runs forward and is at most the limit long', () => {
    const day = fc.integer({ min: -400, max: 400 }).map((n) => addDays(TODAY, n));
    fc.assert(
      fc.property(day, day, (from, to) => {
        const parsed = parseReportQuery({ from, to }, TODAY, TZ, translate);
        const span = daysBetween(from, to);
        expect(parsed.ok).toBe(span >= 0 && span < MAX_REPORT_DAYS);
        if (!parsed.ok) expect(Object.keys(parsed.fieldErrors)).toEqual(['to']);
      }),
      { numRuns: runs(1000) },
    );
  });

  it('an empty or invalid date is an error on that field, not a crash', () => {
    for (const [params, field] of [
      [{ from: 'x' }, 'from'],
      [{ from: '' }, 'from'],
      [{ to: '' }, 'to'],
      [{ from: '2026-03-01', to: 'x' }, 'to'],
      [{ from: '', to: '' }, 'from'],
    ] as const) {
      const parsed = parseReportQuery(params, TODAY, TZ, translate);
      expect(parsed.ok ? null : parsed.fieldErrors[field]?.[0], JSON.stringify(params)).toMatch(
        /^Enter the (first|last) date as a calendar date$/,
      );
    }
  });
});

describe('order list filter', () => {
  it('never throws: a filter, or errors on the named fields', () => {
    fc.assert(
      fc.property(param, param, anyText, anyText, anyText, (from, to, state, mode, page) => {
        const parsed = parseOrderFilter({ from, to, state, mode, page }, translate);
        if (parsed.ok) {
          for (const date of [parsed.filter.from, parsed.filter.to]) if (date) expect(parseIsoDate(date)).not.toBeNull();
          expect(parsed.filter.page).toBeGreaterThanOrEqual(1);
        } else {
          for (const field of Object.keys(parsed.fieldErrors)) expect(['from', 'to', 'state', 'mode', 'q']).toContain(field);
        }
      }),
      { numRuns: runs(3000) },
    );
  });

  it('an invalid first day next to a real last day is an error on the first day', () => {
    const parsed = parseOrderFilter({ from: 'x', to: '2026-03-01' }, translate);
    expect(parsed.ok ? null : parsed.fieldErrors).toEqual({ from: ['Enter the first date as a calendar date'] });
  });
});
