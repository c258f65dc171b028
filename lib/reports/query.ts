/**
 * The sales report's filters, parsed once from the query string that both the report page and
 * the CSV export receive (the form is a GET form: a report is a read, and its address can be
 * bookmarked or shared among staff).
 */
import { z } from 'zod';
import { formKey } from '@/lib/forms/message-key';
import type { FormTranslate } from '@/lib/forms/parse-form';
import { MAX_REPORT_DAYS, reportRange, type ReportRange } from '@/lib/reports/range';
import { calendarDate, firstParam, parseFilters, type ParsedFilters, type SearchParams } from '@/lib/search-params';
import { addDays, daysBetween, parseIsoDate, type IsoDate } from '@/lib/settings/time-zone';

export const REPORT_ORDER_TYPES = ['all', 'delivery', 'pickup', 'table'] as const;
export type ReportOrderType = (typeof REPORT_ORDER_TYPES)[number];

/** How many days the form covers when opened without filters: the last week, today included. */
const DEFAULT_REPORT_DAYS = 7;

export interface SalesQuery {
  range: ReportRange;
  includeCancelled: boolean;
  orderType: ReportOrderType;
}

/** The form's values as text, to show them back after a failed parse. */
export interface ReportFormValues {
  from: string;
  to: string;
  includeCancelled: boolean;
  orderType: string;
}

export type ParsedReportQuery = ParsedFilters<{ query: SalesQuery }, ReportFormValues>;

const schema = z
  .object({
    from: calendarDate('first'),
    to: calendarDate('last'),
    includeCancelled: z.boolean(),
    orderType: z.enum(REPORT_ORDER_TYPES, { message: formKey('AdminReports.errors.orderType') }),
  })
  .superRefine((v, ctx) => {
    // zod runs this even when a date above failed (its errors are already on the field): compare real dates only.
    if (!parseIsoDate(v.from) || !parseIsoDate(v.to)) return;
    const span = daysBetween(v.from, v.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: formKey('Forms.rangeReversed') });
    else if (span >= MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: formKey('AdminReports.errors.tooManyDays', { max: MAX_REPORT_DAYS }) });
  });

const TRUE_VALUES = new Set(['1', 'true', 'on', 'yes']);

/**
 * Reads the report filters from a query string. With no dates at all the last
 * DEFAULT_REPORT_DAYS days up to `today` are used; cancelled orders are left out unless asked for.
 * Refusals are in the language of `translate` (`formTranslator()`), catalogue keys without one.
 */
export function parseReportQuery(params: SearchParams, today: IsoDate, timeZone: string, translate?: FormTranslate): ParsedReportQuery {
  const fromText = firstParam(params, 'from');
  const toText = firstParam(params, 'to');
  const values: ReportFormValues = {
    from: fromText ?? (toText ? '' : addDays(today, 1 - DEFAULT_REPORT_DAYS)),
    to: toText ?? (fromText ? '' : today),
    includeCancelled: TRUE_VALUES.has((firstParam(params, 'includeCancelled') ?? '').toLowerCase()),
    orderType: firstParam(params, 'orderType') || 'all',
  };
  const parsed = parseFilters(schema, { ...values }, translate);
  if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors, values };
  const { from, to, includeCancelled, orderType } = parsed.data;
  return { ok: true, values, query: { range: reportRange(from, to, timeZone), includeCancelled, orderType } };
}

/** The query string that reproduces a report (for the CSV link). */
export function reportQueryString(query: SalesQuery): string {
  const params = new URLSearchParams({ from: query.range.from, to: query.range.to, orderType: query.orderType });
  if (query.includeCancelled) params.set('includeCancelled', '1');
  return params.toString();
}
