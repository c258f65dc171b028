import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formTranslator } from '@/lib/forms/read-form';
import { setTestLocale } from '@/tests/support/next-intl-server';
import { calendarDate, firstParam, parseFilters, textParam } from '@/lib/search-params';

describe('search params', () => {
  it('reads a repeated name by its first value, and an absent one as undefined or empty text', () => {
    const params = { q: ['  kebab ', 'other'], page: '2', none: undefined };
    expect(firstParam(params, 'q')).toBe('  kebab ');
    expect(firstParam(params, 'none')).toBeUndefined();
    expect(textParam(params, 'q')).toBe('kebab');
    expect(textParam(params, 'missing')).toBe('');
  });

  it('takes real calendar dates only; an optional date also takes no date', () => {
    expect(calendarDate('first').safeParse('2026-02-28').success).toBe(true);
    expect(calendarDate('first').safeParse('2026-02-30').success).toBe(false);
    expect(calendarDate('first').safeParse('').success).toBe(false);
    expect(calendarDate('first', { optional: true }).safeParse('').success).toBe(true);
  });

  it('gives the errors by field, with the label in the message, in the staff member’s language', async () => {
    const schema = z.object({ from: calendarDate('first'), to: calendarDate('last') });
    expect(parseFilters(schema, { from: '2026-01-01', to: 'soon' }, await formTranslator())).toEqual({
      ok: false,
      fieldErrors: { to: ['Enter the last date as a calendar date'] },
    });
    setTestLocale('tr');
    expect(parseFilters(schema, { from: 'dün', to: '2026-01-02' }, await formTranslator())).toEqual({
      ok: false,
      fieldErrors: { from: ['Geçerli bir başlangıç tarihi girin'] },
    });
    setTestLocale('en');
    expect(parseFilters(schema, { from: '2026-01-01', to: '2026-01-02' })).toEqual({
      ok: true,
      data: { from: '2026-01-01', to: '2026-01-02' },
    });
  });
});
