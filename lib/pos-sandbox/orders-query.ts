import { failure, queryParams, success, type ApiAnswer } from './envelope';
import { toWireOrder, toWireOrderDetail, type RenderContext } from './order-record';
import { STATUS, STATUSES, parseOrderTypeFilter, statusByName } from './statuses';
import type { SandboxStore } from './store';
import { DAY_MS, parseClientDate } from './time';

/** Orders per page of RecentOrders and CompletedOrders (spec limit). */
const PAGE_SIZE = 100;

const OPEN_STATUSES = [STATUS.Ordered, STATUS.Preparing, STATUS.Prepared, STATUS.OnDelivery];
/** Rule 4 of RecentOrders: only takeaway (3) and delivery (2) orders, never table orders. */
const RECENT_ORDER_TYPES = [2, 3];
const DATE_HINT = 'use yyyy-MM-dd HH:mm:ss or ISO 8601';

interface QueryContext {
  nowMs: number;
  /** The POS's zone: a zone-less minimumUpdateDate is its wall clock (docs/decisions/156). */
  timeZone: string;
  render: RenderContext;
}

/**
 * GET RecentOrders: minimumUpdateDate wins over minimumId, is clamped to the last 24 h, and when
 * neither is sent the last 24 h of updates are read; without `status` only open orders; only
 * takeaway and delivery orders; 100 per page, sorted by id.
 */
export function recentOrders(store: SandboxStore, url: URL, ctx: QueryContext): ApiAnswer {
  const q = queryParams(url);
  const page = readPage(q.get('page'));
  if (page === null) return failure(702, 'page must be a whole number of 1 or more');

  const statusText = q.get('status')?.trim() ?? '';
  let statusIds: number[] = OPEN_STATUSES;
  if (statusText !== '') {
    statusIds = [];
    for (const name of statusText
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const status = statusByName(name);
      if (!status) return failure(702, `Unknown order status "${name}" in status; known: ${STATUSES.map((s) => s.name).join(', ')}`);
      statusIds.push(status.id);
    }
  }
  let orderTypeIds = RECENT_ORDER_TYPES;
  const typeText = q.get('ordertype')?.trim() ?? '';
  if (typeText !== '') {
    const parsed = parseOrderTypeFilter(typeText);
    if ('unknown' in parsed) return failure(702, `Unknown order type "${parsed.unknown}" in orderType; known: TakeAway, Delivery, Table`);
    orderTypeIds = RECENT_ORDER_TYPES.filter((id) => parsed.ids.includes(id));
  }

  const windowStart = ctx.nowMs - DAY_MS;
  const minimumUpdateDate = q.get('minimumupdatedate')?.trim() ?? '';
  const minimumId = q.get('minimumid')?.trim() ?? '';
  const bounds: { minId?: number; minUpdateMs?: number } = {};
  if (minimumUpdateDate !== '') {
    const ms = parseClientDate(minimumUpdateDate, ctx.timeZone);
    if (ms === null) return failure(702, `minimumUpdateDate "${minimumUpdateDate}" is not a date; ${DATE_HINT}`);
    bounds.minUpdateMs = Math.max(ms, windowStart);
  } else if (minimumId !== '' && !/^0+$/.test(minimumId)) {
    // 0 is how an int parameter arrives when the client leaves it empty: it means "not sent".
    if (!/^\d+$/.test(minimumId)) return failure(702, `minimumId "${minimumId}" must be a whole number`);
    bounds.minId = Number(minimumId);
  } else {
    bounds.minUpdateMs = windowStart;
  }

  const result = store.queryOrders({ statusIds, orderTypeIds, ...bounds, page, pageSize: PAGE_SIZE });
  return success('order-list', 'Success', {
    data: result.orders.map((o) => toWireOrder(o, ctx.render)),
    totalCount: result.totalCount,
    pageCount: Math.ceil(result.totalCount / PAGE_SIZE),
  });
}

/**
 * GET CompletedOrders: Closed orders (and Cancelled when includeCancelled is true) inserted at or
 * after startDate (UTC; empty = the last 24 h), of the requested order types, 100 per page.
 */
export function completedOrders(store: SandboxStore, url: URL, ctx: QueryContext): ApiAnswer {
  const q = queryParams(url);
  const page = readPage(q.get('page'));
  if (page === null) return failure(730, 'page must be a whole number of 1 or more');

  const startText = q.get('startdate')?.trim() ?? '';
  let minInsertMs = ctx.nowMs - DAY_MS;
  if (startText !== '') {
    const ms = parseClientDate(startText);
    if (ms === null) return failure(730, `startDate "${startText}" is not a date; ${DATE_HINT}`);
    minInsertMs = ms;
  }
  const cancelledText = (q.get('includecancelled') ?? '').trim().toLowerCase();
  if (!['', 'true', '1', 'false', '0'].includes(cancelledText)) {
    return failure(730, `includeCancelled "${cancelledText}" must be true or false`);
  }
  const includeCancelled = cancelledText === 'true' || cancelledText === '1';
  let orderTypeIds = [1, 2, 3];
  const typeText = q.get('ordertype')?.trim() ?? '';
  if (typeText !== '') {
    const parsed = parseOrderTypeFilter(typeText);
    if ('unknown' in parsed) return failure(730, `Unknown order type "${parsed.unknown}" in orderType; known: TakeAway, Delivery, Table`);
    orderTypeIds = parsed.ids;
  }

  const statusIds: number[] = includeCancelled ? [STATUS.Closed, STATUS.Cancelled] : [STATUS.Closed];
  const result = store.queryOrders({ statusIds, orderTypeIds, minInsertMs, page, pageSize: PAGE_SIZE });
  return success('order-list', 'Success', {
    orders: result.orders.map((o) => toWireOrder(o, ctx.render)),
    closedOrdersReceived: result.countByStatus.get(STATUS.Closed) ?? 0,
    canceledOrdersReceived: result.countByStatus.get(STATUS.Cancelled) ?? 0,
    totalCount: result.totalCount,
    pageCount: Math.ceil(result.totalCount / PAGE_SIZE),
  });
}

/**
 * GET Order/{id} (supplement): one order of any type, status as its display label. Readers split
 * (docs/decisions/159), so the order is both under `data` and at the top level, where the
 * envelope's `status` and `message` win. Unknown → 754 on HTTP 404.
 */
export function orderDetail(store: SandboxStore, idText: string, ctx: QueryContext): ApiAnswer {
  const order = /^\d+$/.test(idText) ? store.getOrder(Number(idText)) : undefined;
  if (!order) return failure(754, `Order not found: ${idText}`, 404);
  const detail = toWireOrderDetail(order, ctx.render);
  const { status: _label, ...fields } = detail;
  return success('order', 'Success', { ...fields, data: detail });
}

/** 1-based page; missing, empty or 0 means 1; anything but a whole number is refused (null). */
function readPage(text: string | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return 1;
  if (!/^\d+$/.test(trimmed)) return null;
  return Math.max(1, Number(trimmed));
}
