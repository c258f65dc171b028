/**
 * The staff's list of web orders: filters read from the query string (a GET form, so a filtered
 * list can be bookmarked), newest first, 50 to a page. The search finds an order by the number a
 * customer reads out (the POS's or our short code), the phone number or the name (decision 146).
 */
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { containsText } from '@/lib/db/text-search';
import type { Prisma } from '@/lib/generated/prisma/client';
import { statusLabel } from '@/lib/admin-orders/labels';
import { asShortCode, orderNumber } from '@/lib/orders/order-number';
import { toWebOrderState, WEB_ORDER_STATES, type WebOrderState } from '@/lib/orders/policy';
import { formKey } from '@/lib/forms/message-key';
import type { FormTranslate } from '@/lib/forms/parse-form';
import { calendarDate, firstParam, parseFilters, type ParsedFilters, type SearchParams } from '@/lib/search-params';
import { addDays, daysBetween, parseIsoDate, startOfZonedDay } from '@/lib/settings/time-zone';

export const ORDERS_PAGE_SIZE = 50;

export const ORDER_STATE_FILTERS = ['all', ...WEB_ORDER_STATES] as const;
export const ORDER_MODE_FILTERS = ['all', 'delivery', 'pickup', 'table'] as const;

/** The filters as typed, to show them back in the form. */
export interface OrderFilterValues {
  q: string;
  state: string;
  mode: string;
  from: string;
  to: string;
}

export interface OrderFilter {
  /** The search text, trimmed; '' for none. */
  q: string;
  state: (typeof ORDER_STATE_FILTERS)[number];
  mode: (typeof ORDER_MODE_FILTERS)[number];
  /** yyyy-MM-dd in the restaurant's time zone, both ends included; '' for open. */
  from: string;
  to: string;
  page: number;
}

export type ParsedOrderFilter = ParsedFilters<{ filter: OrderFilter }, OrderFilterValues>;

export const MAX_ORDER_SEARCH = 80;

const filterSchema = z
  .object({
    q: z
      .string()
      .trim()
      .max(MAX_ORDER_SEARCH, formKey('AdminOrders.filterErrors.q', { max: MAX_ORDER_SEARCH })),
    state: z.enum(ORDER_STATE_FILTERS, { message: formKey('AdminOrders.filterErrors.state') }),
    mode: z.enum(ORDER_MODE_FILTERS, { message: formKey('AdminOrders.filterErrors.mode') }),
    from: calendarDate('first', { optional: true }),
    to: calendarDate('last', { optional: true }),
    page: z.coerce.number().int().min(1).catch(1),
  })
  .superRefine((v, ctx) => {
    // zod runs this even when a date above failed: compare real dates only.
    if (parseIsoDate(v.from) && parseIsoDate(v.to) && daysBetween(v.from, v.to) < 0)
      ctx.addIssue({ code: 'custom', path: ['to'], message: formKey('Forms.rangeReversed') });
  });

const single = (params: SearchParams, key: string): string => firstParam(params, key) ?? '';

/**
 * Reads the list's filters from a query string; missing filters mean "all". Refusals are in the
 * language of `translate` (the page passes `formTranslator()`), catalogue keys without one.
 */
export function parseOrderFilter(params: SearchParams, translate?: FormTranslate): ParsedOrderFilter {
  const values: OrderFilterValues = {
    q: single(params, 'q'),
    state: single(params, 'state') || 'all',
    mode: single(params, 'mode') || 'all',
    from: single(params, 'from'),
    to: single(params, 'to'),
  };
  const parsed = parseFilters(filterSchema, { ...values, page: single(params, 'page') || '1' }, translate);
  if (!parsed.ok) return { ok: false, fieldErrors: parsed.fieldErrors, values };
  return { ok: true, filter: parsed.data, values };
}

/** The query string of a filter at another page (for the pager links). */
export function orderFilterQuery(filter: OrderFilter, page: number): string {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.state !== 'all') params.set('state', filter.state);
  if (filter.mode !== 'all') params.set('mode', filter.mode);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

export interface OrderRow {
  id: number;
  /** The short number customers and the kitchen read (lib/orders/order-number.ts). */
  number: string;
  publicId: string;
  state: WebOrderState;
  mode: string;
  /** The POS status in the customer's words, or null before the POS confirmed the order. */
  posStatus: string | null;
  totalMinor: number;
  customerName: string;
  tableName: string | null;
  createdAt: Date;
}

export interface OrderListPage {
  rows: OrderRow[];
  total: number;
  page: number;
  pageCount: number;
}

/**
 * What a search text matches: an order number as the POS ("#48501", "48501") or our short code
 * ("K7M2Q9") writes it, a phone number however it is typed (its last ten digits, or the digits
 * typed when fewer), or a name, every word in the first name or the surname.
 */
export function searchWhere(text: string): Prisma.WebOrderWhereInput {
  const q = text.trim();
  if (!q) return {};
  const anyOf: Prisma.WebOrderWhereInput[] = [];
  const number = /^#?\s*(\d{1,9})$/.exec(q);
  if (number) anyOf.push({ posOrderId: Number(number[1]) });
  const code = asShortCode(q);
  if (code) anyOf.push({ shortCode: code });
  const digits = q.replace(/\D/g, '');
  // Only text made of digits and what people put between them is a phone number.
  if (digits.length >= 4 && /^[\d\s+().\-/]+$/.test(q)) anyOf.push({ phone: { contains: digits.slice(-10) } });
  const words = q.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.length > 0) {
    anyOf.push({ AND: words.map((word) => ({ OR: [{ firstName: containsText(word) }, { surname: containsText(word) }] })) });
  }
  return { OR: anyOf.length > 0 ? anyOf : [{ id: -1 }] };
}

function whereOf(filter: OrderFilter, timeZone: string): Prisma.WebOrderWhereInput {
  const createdAt: Prisma.DateTimeFilter = {};
  if (filter.from) createdAt.gte = startOfZonedDay(filter.from, timeZone);
  if (filter.to) createdAt.lt = startOfZonedDay(addDays(filter.to, 1), timeZone);
  return {
    ...searchWhere(filter.q),
    ...(filter.state === 'all' ? {} : { state: filter.state }),
    ...(filter.mode === 'all' ? {} : { mode: filter.mode }),
    ...(filter.from || filter.to ? { createdAt } : {}),
  };
}

/**
 * One page of web orders matching the filter, newest first. Dates are whole days in the
 * restaurant's time zone. A page past the end gives the last page.
 */
export async function listWebOrders(filter: OrderFilter, timeZone: string): Promise<OrderListPage> {
  const db = getDb();
  const t = await getTranslations('AdminOrders');
  const where = whereOf(filter, timeZone);
  const total = await db.webOrder.count({ where });
  const pageCount = Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE));
  const page = Math.min(filter.page, pageCount);
  const rows = await db.webOrder.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: (page - 1) * ORDERS_PAGE_SIZE,
    take: ORDERS_PAGE_SIZE,
    select: {
      id: true,
      publicId: true,
      shortCode: true,
      posOrderId: true,
      state: true,
      mode: true,
      posStatusId: true,
      posStatus: true,
      totalMinor: true,
      firstName: true,
      surname: true,
      tableName: true,
      createdAt: true,
    },
  });
  return {
    total,
    page,
    pageCount,
    rows: rows.map((row) => ({
      id: row.id,
      number: orderNumber(row),
      publicId: row.publicId,
      state: toWebOrderState(row.state),
      mode: row.mode,
      posStatus: statusLabel(t, row.posStatusId, row.posStatus, row.mode),
      totalMinor: row.totalMinor,
      customerName: `${row.firstName} ${row.surname}`.trim(),
      tableName: row.tableName,
      createdAt: row.createdAt,
    })),
  };
}
