/**
 * A phone number's orders: what a signed-in customer sees on their account page (every order
 * placed from the number, including those placed as a guest before verifying it: issue 16) and
 * the two facts staff see in the order detail. Matched on the stored number, which the checkout
 * writes in one normal form (lib/checkout/phone.ts).
 */
import { getDb } from '@/lib/db';
import { POS_STATUSES } from '@/lib/pos';
import { orderNumber } from '@/lib/orders/order-number';
import { stepForStatus, type StepKey } from '@/lib/orders/timeline';
import { toWebOrderState, type WebOrderState } from '@/lib/orders/policy';

export interface AccountOrder {
  publicId: string;
  /** What the customer and staff read: the POS's number once it has one (lib/orders/order-number.ts). */
  number: string;
  createdAt: Date;
  mode: string;
  state: WebOrderState;
  /** Where the POS says the order is; null before it confirmed it. */
  step: StepKey | null;
  totalMinor: number;
  /** "2 × Adana Kebap, 1 × Ayran" */
  items: Array<{ quantity: number; name: string }>;
  /** Still on its way to the customer: not delivered, cancelled, rejected or failed. */
  live: boolean;
}

const FINISHED_STATUSES: number[] = [POS_STATUSES.Closed, POS_STATUSES.Cancelled];

function isLive(state: WebOrderState, statusId: number | null): boolean {
  if (state === 'pending' || state === 'unconfirmed') return true;
  return state === 'sent' && (statusId === null || !FINISHED_STATUSES.includes(statusId));
}

/** The number's orders, newest first (at most `take`). */
export async function listOrdersForPhone(phone: string, take = 50): Promise<AccountOrder[]> {
  const rows = await getDb().webOrder.findMany({
    where: { phone },
    orderBy: { createdAt: 'desc' },
    take,
    select: {
      id: true,
      publicId: true,
      shortCode: true,
      posOrderId: true,
      createdAt: true,
      mode: true,
      state: true,
      posStatusId: true,
      totalMinor: true,
      lines: { orderBy: { position: 'asc' }, select: { quantity: true, name: true } },
    },
  });
  return rows.map((row) => {
    const state = toWebOrderState(row.state);
    return {
      publicId: row.publicId,
      number: orderNumber(row),
      createdAt: row.createdAt,
      mode: row.mode,
      state,
      step: row.posStatusId === null ? null : stepForStatus(row.posStatusId),
      totalMinor: row.totalMinor,
      items: row.lines,
      live: isLive(state, row.posStatusId),
    };
  });
}

export interface PhoneOrderStats {
  /** Orders from the number the restaurant received (the POS holds them). */
  count: number;
  last: { id: number; publicId: string; createdAt: Date; totalMinor: number } | null;
}

/**
 * What staff see about the customer of an order (issue 16): how many orders the restaurant had
 * from the number and the one before `exceptPublicId`. Nothing else: no marketing profile.
 */
export async function phoneOrderStats(phone: string, exceptPublicId: string): Promise<PhoneOrderStats> {
  if (phone === '') return { count: 0, last: null };
  const db = getDb();
  const where = { phone, state: 'sent' };
  const [count, last] = await Promise.all([
    db.webOrder.count({ where }),
    db.webOrder.findFirst({
      where: { ...where, publicId: { not: exceptPublicId } },
      orderBy: { createdAt: 'desc' },
      select: { id: true, publicId: true, createdAt: true, totalMinor: true },
    }),
  ]);
  return { count, last };
}
