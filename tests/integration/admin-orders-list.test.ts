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
import { clearOrders } from '@/tests/support/database';
import { withOwnDatabase } from '@/tests/support/own-database';
import { demoCheckout } from '@/tests/support/fixtures/demo-checkout';
import { formTranslator } from '@/lib/forms/read-form';

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

  it('finds an order by the number the customer reads out, the phone however typed, or the name', async () => {
    const sent = await order('delivery', 'sent', new Date('2026-11-20T09:00:00Z'));
    const waiting = await order('pickup', 'unconfirmed', new Date('2026-11-20T10:00:00Z'));
    const db = getDb();
    await db.webOrder.update({ where: { id: sent }, data: { posOrderId: 48501 } });
    await db.webOrder.update({ where: { id: waiting }, data: { firstName: 'Mehmet', surname: 'Kaya', phone: '02123456789' } });
    const code = (await db.webOrder.findUniqueOrThrow({ where: { id: waiting } })).shortCode ?? '';
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);

    const found = async (q: string) => (await listOrders({ q })).rows.map((row) => row.id);
    expect(await found('#48501')).toEqual([sent]);
    expect(await found('48501')).toEqual([sent]);
    expect(await found(code.toLowerCase())).toEqual([waiting]);
    expect(await found(`${code.slice(0, 3)}-${code.slice(3)}`)).toEqual([waiting]);
    expect(await found('0532 123 45 67')).toEqual([sent]);
    expect(await found('+90 (212) 345-67-89')).toEqual([waiting]);
    expect(await found('ayşe yılmaz')).toEqual([sent]);
    expect(await found('Ayşe Yılmaz')).toEqual([sent]);
    expect(await found('kaya')).toEqual([waiting]);
    expect(await found('nobody')).toEqual([]);
    // The list shows the same numbers: the POS's once known, the short code before.
    expect((await listOrders({})).rows.map((row) => row.number)).toEqual([code, '#48501']);
  });

  it('refuses an unknown state and a range that ends before it starts', async () => {
    const translate = await formTranslator();
    const state = parseOrderFilter({ state: 'lost' }, translate);
    expect(state.ok ? null : state.fieldErrors).toEqual({ state: ['Choose a state from the list'] });
    const range = parseOrderFilter({ from: '2026-11-21', to: '2026-11-20' }, translate);
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
