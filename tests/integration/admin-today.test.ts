/**
 * The dashboard's today (issue 13, item 19; decision 148) over the database: the day is the
 * restaurant's (Istanbul, UTC+3), sales leave out cancelled and unsent orders, open orders are
 * grouped by where they stand, and unconfirmed, failed and stuck orders are listed for staff.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readToday } from '@/lib/admin-orders/today';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { POS_STATUSES } from '@/lib/pos';
import { clearOrders } from '@/tests/support/database';
import { withOwnDatabase } from '@/tests/support/own-database';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';

const ZONE = 'Europe/Istanbul';
// 14:00 in Istanbul on 21 Nov 2026; the restaurant's day began at 20 Nov 21:00 UTC.
const NOW = new Date('2026-11-21T11:00:00Z');
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000);

withOwnDatabase();
beforeEach(clearOrders);

async function order(state: string, createdAt: Date, posStatusId: number | null = null, totalMinor = 10_000): Promise<number> {
  const created = await createWebOrder(demoCheckout('delivery'));
  await getDb().webOrder.update({ where: { id: created.id }, data: { state, createdAt, posStatusId, totalMinor } });
  return created.id;
}

describe('readToday', () => {
  it('counts today in the restaurant’s zone and sums the sales the POS took, cancelled left out', async () => {
    await order('sent', new Date('2026-11-20T21:30:00Z'), POS_STATUSES.Closed, 12_000); // 00:30 today in Istanbul
    await order('sent', minutesAgo(30), POS_STATUSES.Preparing, 8_050);
    await order('sent', minutesAgo(20), POS_STATUSES.Cancelled, 5_000);
    await order('rejected', minutesAgo(10));
    await order('sent', new Date('2026-11-20T20:59:00Z'), POS_STATUSES.Closed, 99_000); // 23:59 yesterday in Istanbul

    const today = await readToday(ZONE, NOW);
    expect(today).toMatchObject({ date: '2026-11-21', orders: 4, salesOrders: 2, salesMinor: 20_050, cancelled: 1 });
  });

  it('groups open orders by where they stand, in kitchen order, and leaves finished ones out', async () => {
    await order('sent', minutesAgo(5), POS_STATUSES.OnDelivery);
    await order('sent', minutesAgo(6), POS_STATUSES.Preparing);
    await order('sent', minutesAgo(7), POS_STATUSES.Preparing);
    await order('sent', minutesAgo(8), null);
    await order('unconfirmed', minutesAgo(1));
    await order('sent', minutesAgo(9), POS_STATUSES.Closed);
    await order('failed', minutesAgo(9));

    expect((await readToday(ZONE, NOW)).open).toEqual([
      { label: 'Unconfirmed', count: 1 },
      { label: 'Received', count: 1 },
      { label: 'Preparing', count: 2 },
      { label: 'On the way', count: 1 },
    ]);
  });

  it('lists orders needing attention: unconfirmed or failed over two minutes, never sent, or open two hours on', async () => {
    const failed = await order('failed', minutesAgo(3));
    const unconfirmed = await order('unconfirmed', minutesAgo(5));
    const stuck = await order('sent', minutesAgo(150), POS_STATUSES.Preparing);
    const neverSent = await order('pending', minutesAgo(4));
    await order('unconfirmed', minutesAgo(1)); // still being confirmed
    await order('sent', minutesAgo(150), POS_STATUSES.Closed); // done
    await order('sent', minutesAgo(60), POS_STATUSES.Prepared); // within the time a kitchen takes

    const { attention } = await readToday(ZONE, NOW);
    expect(attention.total).toBe(4);
    expect(attention.orders.map((o) => [o.id, o.reason])).toEqual([
      [stuck, 'Stuck: still open two hours after it was placed'],
      [unconfirmed, 'Unconfirmed: the POS has not answered'],
      [neverSent, 'Stuck: never reached the POS'],
      [failed, 'Failed: the POS did not take it'],
    ]);
  });
});
