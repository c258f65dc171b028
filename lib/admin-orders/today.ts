/**
 * The dashboard's "today" (issue 13, item 19; decision 148): today's web orders and sales in the
 * restaurant's time zone, the orders still open by where they stand, and the orders that need
 * someone (unconfirmed, failed, stuck). Reads the site's own orders only, never the POS: the
 * dashboard must open while the POS is down.
 */
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/lib/db';
import { ATTENTION_AFTER_MS } from '@/lib/admin-orders/attention';
import { statusLabel, type OrdersTranslator } from '@/lib/admin-orders/labels';
import { POS_STATUSES } from '@/lib/pos';
import { orderNumber } from '@/lib/orders/order-number';
import { STATUS_FOLLOW_WINDOW_MS, toWebOrderState, type WebOrderState } from '@/lib/orders/policy';
import { addDays, startOfZonedDay, zonedDate, type IsoDate } from '@/lib/settings/time-zone';

/** A sent order still open this long after it was placed is stuck: the kitchen or the POS lost it. */
export const STUCK_AFTER_MS = 2 * 60 * 60_000;
/** How many orders needing attention the dashboard lists (the rest are a link away). */
const ATTENTION_SHOWN = 10;

const FINISHED_STATUSES = [POS_STATUSES.Closed, POS_STATUSES.Cancelled];
// A sent order without a POS status yet counts as open (received): null is neither finished nor cancelled.
const notFinished = { OR: [{ posStatusId: null }, { posStatusId: { notIn: FINISHED_STATUSES } }] };
const notCancelled = { OR: [{ posStatusId: null }, { posStatusId: { not: POS_STATUSES.Cancelled } }] };

export interface TodayOrder {
  id: number;
  number: string;
  state: WebOrderState;
  mode: string;
  customerName: string;
  createdAt: Date;
  /** Why it needs attention, in the staff's words and language. */
  reason: string;
}

export interface Today {
  date: IsoDate;
  /** Web orders placed today, in any state. */
  orders: number;
  /** Orders the POS took today and did not cancel, and their totals. */
  salesOrders: number;
  salesMinor: number;
  cancelled: number;
  /** Open orders (placed in the last 48 hours, not finished) by where they stand, in kitchen order, in the staff's language. */
  open: Array<{ label: string; count: number }>;
  attention: { total: number; orders: TodayOrder[] };
}

function reasonFor(t: OrdersTranslator, order: { state: string; posStatusId: number | null }): string {
  if (order.state === 'failed') return t('today.failed');
  if (order.state === 'unconfirmed') return t('today.unconfirmed');
  if (order.state === 'pending') return t('today.pending');
  return t('today.stale');
}

/** Today at the restaurant: counts, sales, open orders and those needing attention, as of `now`. */
export async function readToday(timeZone: string, now: Date = new Date()): Promise<Today> {
  const db = getDb();
  const t = await getTranslations('AdminOrders');
  // Where open orders stand, in kitchen order; ranked before they are put in words.
  const openOrder = [
    t('today.waiting'),
    t('states.unconfirmed'),
    t('steps.received'),
    t('steps.preparing'),
    t('steps.ready'),
    t('steps.on-the-way'),
  ];
  const date = zonedDate(now, timeZone);
  const placedToday = { gte: startOfZonedDay(date, timeZone), lt: startOfZonedDay(addDays(date, 1), timeZone) };
  const attentionBefore = new Date(now.getTime() - ATTENTION_AFTER_MS);
  const stuckBefore = new Date(now.getTime() - STUCK_AFTER_MS);
  const needsAttention = {
    OR: [
      { state: { in: ['unconfirmed', 'failed', 'pending'] }, createdAt: { lte: attentionBefore } },
      { state: 'sent', createdAt: { lte: stuckBefore, gte: new Date(now.getTime() - STATUS_FOLLOW_WINDOW_MS) }, ...notFinished },
    ],
  };

  const [orders, sales, cancelled, open, attentionTotal, attentionRows] = await Promise.all([
    db.webOrder.count({ where: { createdAt: placedToday } }),
    db.webOrder.aggregate({
      where: { createdAt: placedToday, state: 'sent', ...notCancelled },
      _count: { _all: true },
      _sum: { totalMinor: true },
    }),
    db.webOrder.count({ where: { createdAt: placedToday, state: 'sent', posStatusId: POS_STATUSES.Cancelled } }),
    db.webOrder.groupBy({
      by: ['state', 'posStatusId', 'posStatus', 'mode'],
      where: {
        createdAt: { gte: new Date(now.getTime() - STATUS_FOLLOW_WINDOW_MS) },
        OR: [{ state: { in: ['pending', 'unconfirmed'] } }, { state: 'sent', ...notFinished }],
      },
      _count: { _all: true },
    }),
    db.webOrder.count({ where: needsAttention }),
    db.webOrder.findMany({
      where: needsAttention,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: ATTENTION_SHOWN,
      select: {
        id: true,
        posOrderId: true,
        shortCode: true,
        state: true,
        posStatusId: true,
        mode: true,
        firstName: true,
        surname: true,
        createdAt: true,
      },
    }),
  ]);

  const byLabel = new Map<string, number>();
  for (const group of open) {
    const label =
      group.state === 'pending'
        ? t('today.waiting')
        : group.state === 'unconfirmed'
          ? t('states.unconfirmed')
          : (statusLabel(t, group.posStatusId, group.posStatus, group.mode) ?? t('steps.received'));
    byLabel.set(label, (byLabel.get(label) ?? 0) + group._count._all);
  }
  const rank = (label: string) => (openOrder.includes(label) ? openOrder.indexOf(label) : openOrder.length);

  return {
    date,
    orders,
    salesOrders: sales._count._all,
    salesMinor: sales._sum.totalMinor ?? 0,
    cancelled,
    open: [...byLabel].map(([label, count]) => ({ label, count })).sort((a, b) => rank(a.label) - rank(b.label)),
    attention: {
      total: attentionTotal,
      orders: attentionRows.map((row) => ({
        id: row.id,
        number: orderNumber({ ...row }),
        state: toWebOrderState(row.state),
        mode: row.mode,
        customerName: `${row.firstName} ${row.surname}`.trim(),
        createdAt: row.createdAt,
        reason: reasonFor(t, row),
      })),
    },
  };
}
