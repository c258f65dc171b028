import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandboxServer } from '@/lib/pos-sandbox/server';
import {
  type CompletedBody,
  deliveryOrder,
  HOUR,
  PAST_HISTORY_MS,
  pickupOrder,
  type RecentBody,
  wireSandboxForFile,
} from '@/tests/support/sandbox-wire';

/**
 * Response timestamps in the POS's local zone without a zone suffix (issue 18, docs/decisions/156);
 * startDate stays UTC as the spec says.
 */

const sb = wireSandboxForFile({ clockOffsetMs: PAST_HISTORY_MS });

const ZONELESS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?$/;
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** Reads a zone-less wire timestamp as a wall clock `offsetHours` ahead of UTC. */
const instant = (text: string, offsetHours: number) => Date.parse(`${text}Z`) - offsetHours * HOUR;

describe('response timestamps', () => {
  it('SaveOrder and Order/{id} write the Istanbul wall clock (UTC+3), without zone', async () => {
    const before = sb.now();
    const saved = await sb.saveOrder(deliveryOrder());
    expect(saved.insertedDate).toMatch(ZONELESS);
    expect(Math.abs(instant(saved.insertedDate, 3) - before)).toBeLessThan(5000);
    const order = await sb.getOrder(saved.orderId);
    for (const field of ['insertDate', 'updateDate'] as const) {
      expect(order[field]).toMatch(ZONELESS);
      expect(Math.abs(instant(order[field], 3) - before)).toBeLessThan(5000);
    }
    expect(order.products[0]?.insertDate).toBe(order.insertDate);
  });

  it('a never-prepared order reports preparedDate 1900-01-01T00:00:00 and closedDate null; closing fills both in local time', async () => {
    const id = await sb.placeOrder(pickupOrder());
    const open = await sb.getOrder(id);
    expect(open.preparedDate).toBe('1900-01-01T00:00:00');
    expect(open.closedDate).toBeNull();
    const cancelled = await sb.placeOrder(deliveryOrder());
    await sb.call('POST', 'Cancel', { body: { orderId: cancelled } });
    expect((await sb.getOrder(cancelled)).preparedDate).toBe('1900-01-01T00:00:00');

    expect(await sb.moveTo(id, 'Closed')).toBe(200);
    const closed = await sb.getOrder(id);
    for (const text of [closed.preparedDate, closed.closedDate, closed.payments[0]?.insertDate]) {
      expect(text).toMatch(ZONELESS);
      expect(Math.abs(instant(String(text), 3) - sb.now())).toBeLessThan(5000);
    }
  });

  it('the zone is configurable: timeZone America/New_York writes New York wall clock', async () => {
    await sb.control('PUT', 'config', { timeZone: 'America/New_York' });
    try {
      const saved = await sb.saveOrder(deliveryOrder());
      const offset = -Number(
        new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' })
          .formatToParts(new Date(sb.now()))
          .find((p) => p.type === 'timeZoneName')
          ?.value.replace('GMT', '') ?? 0,
      );
      expect(Math.abs(instant(saved.insertedDate, -offset) - sb.now())).toBeLessThan(5000);
      const bad = await sb.control('PUT', 'config', { timeZone: 'Mars/Olympus' });
      expect(bad.http).toBe(400);
    } finally {
      await sb.control('PUT', 'config', { timeZone: 'Europe/Istanbul' });
    }
  });
});

describe('date inputs', () => {
  it('CompletedOrders startDate stays UTC', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    await sb.moveTo(id, 'Closed');
    const placedAt = sb.now();
    const list = async (startDate: string) =>
      (await sb.call<CompletedBody>('GET', `CompletedOrders?startDate=${encodeURIComponent(startDate)}`)).body.orders.map((o) => o.id);
    expect(await list(utc(placedAt - 60_000))).toContain(id);
    // Read as Istanbul time this would be two hours before the order, and include it.
    expect(await list(utc(placedAt + HOUR))).not.toContain(id);
  });

  it('a zone-less minimumUpdateDate is the POS wall clock: an updateDate passed back finds that order again', async () => {
    const id = await sb.placeOrder(deliveryOrder());
    const { updateDate } = await sb.getOrder(id);
    const recent = async (minimumUpdateDate: string) =>
      (await sb.call<RecentBody>('GET', `RecentOrders?minimumUpdateDate=${encodeURIComponent(minimumUpdateDate)}`)).body.data.map(
        (o) => o.id,
      );
    expect(await recent(updateDate)).toContain(id);
    expect(await recent(utc(instant(updateDate, 3) + HOUR + 3 * HOUR))).not.toContain(id);
  });
});

describe('SANDBOX_TIME_ZONE', () => {
  const saved = process.env.SANDBOX_TIME_ZONE;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-zone-'));
  afterAll(() => {
    if (saved === undefined) delete process.env.SANDBOX_TIME_ZONE;
    else process.env.SANDBOX_TIME_ZONE = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sets the default zone (Europe/Istanbul without it)', async () => {
    process.env.SANDBOX_TIME_ZONE = 'Asia/Tokyo';
    const server = await startSandboxServer({ dbFile: path.join(dir, 'tokyo.db') });
    try {
      const config = (await (await fetch(`${server.controlUrl}/config`)).json()) as { timeZone: string };
      expect(config.timeZone).toBe('Asia/Tokyo');
    } finally {
      await server.close();
    }
    delete process.env.SANDBOX_TIME_ZONE;
    const plain = await startSandboxServer({ dbFile: path.join(dir, 'plain.db') });
    try {
      const config = (await (await fetch(`${plain.controlUrl}/config`)).json()) as { timeZone: string };
      expect(config.timeZone).toBe('Europe/Istanbul');
    } finally {
      await plain.close();
    }
  });
});
