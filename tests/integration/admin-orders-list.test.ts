/**
 * The staff's order list and the attention banner's count, over the database: filters by state,
 * mode and day in the restaurant's time zone, newest first, 50 to a page; orders unconfirmed or
 * failed for more than two minutes are counted.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { countOrdersNeedingAttention } from '@/lib/admin-orders/attention';
import { listWebOrders, parseOrderFilter } from '@/lib/admin-orders/list';
import { getDb } from '@/lib/db';
import { createWebOrder } from '@/lib/orders/create';
import { clearOrders, withOwnDatabase } from '@/tests/support/database';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';

const ZONE = 'Europe/Istanbul';

withOwnDatabase();
beforeEach(clearOrders);

async function order(mode: 'delivery' | 'pickup' | 'table', state: string, createdAt: Date): Promise<number> {
  const created = await createWebOrder(demoCheckout(mode));
  await getDb().webOrder.update({ where: { id: created.id }, data: { state, createdAt } });
  return created.id;
}

/** The order list for query-string filters, as the page would read them. */
function listOrders(params: Record<string, string>) {
  const parsed = parseOrderFilter(params);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return listWebOrders(parsed.filter, ZONE);
}

describe('listWebOrders', () => {
  it('filters by state and mode, newest first', async () => {
    const oldSent = await order('delivery', 'sent', new Date('2026-11-20T09:00:00Z'));
    const newSent = await order('delivery', 'sent', new Date('2026-11-20T10:00:00Z'));
    await order('pickup', 'sent', new Date('2026-11-20T11:00:00Z'));
    await order('delivery', 'failed', new Date('2026-11-20T12:00:00Z'));

    const list = await listOrders({ state: 'sent', mode: 'delivery' });
    expect(list.rows.map((row) => row.id)).toEqual([newSent, oldSent]);
    expect(list.total).toBe(2);
    expect((await listOrders({})).total).toBe(4);
  });

  it('reads from/to as whole days in the restaurant’s time zone (UTC+3)', async () => {
    // 21 Nov 00:30 in Istanbul is 20 Nov 21:30 UTC; 21 Nov 23:59 Istanbul is 21 Nov 20:59 UTC.
    const early = await order('pickup', 'sent', new Date('2026-11-20T21:30:00Z'));
    const late = await order('pickup', 'sent', new Date('2026-11-21T20:59:00Z'));
    await order('pickup', 'sent', new Date('2026-11-20T20:59:00Z'));
    await order('pickup', 'sent', new Date('2026-11-21T21:00:00Z'));

    const list = await listOrders({ from: '2026-11-21', to: '2026-11-21' });
    expect(list.rows.map((row) => row.id)).toEqual([late, early]);
  });

  it('pages by 50, and a page past the end shows the last page', async () => {
    const start = Date.UTC(2026, 10, 1);
    for (let i = 0; i < 51; i += 1) await order('table', 'sent', new Date(start + i * 60_000));
    const first = await listOrders({});
    expect(first).toMatchObject({ total: 51, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(50);
    const last = await listOrders({ page: '9' });
    expect(last).toMatchObject({ page: 2 });
    expect(last.rows.map((row) => row.createdAt.getTime())).toEqual([start]);
  });

  it('refuses an unknown state and a range that ends before it starts', () => {
    const state = parseOrderFilter({ state: 'lost' });
    expect(state.ok ? null : state.fieldErrors).toEqual({ state: ['Choose a state from the list'] });
    const range = parseOrderFilter({ from: '2026-11-21', to: '2026-11-20' });
    expect(range.ok ? null : range.fieldErrors).toEqual({ to: ['The last day must not be before the first'] });
  });
});

describe('countOrdersNeedingAttention', () => {
  it('counts orders unconfirmed or failed for more than two minutes, not newer ones nor other states', async () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
    await order('delivery', 'unconfirmed', minutesAgo(3));
    await order('delivery', 'unconfirmed', minutesAgo(1));
    await order('pickup', 'failed', minutesAgo(30));
    await order('pickup', 'failed', minutesAgo(40));
    await order('pickup', 'sent', minutesAgo(30));
    await order('pickup', 'rejected', minutesAgo(30));

    expect(await countOrdersNeedingAttention(now)).toEqual({ unconfirmed: 1, failed: 2, total: 3 });
  });
});
