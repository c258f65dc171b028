import { describe, expect, it } from 'vitest';
import { buildTimeline, stepForStatus, type TimelineEvent } from '@/lib/orders/timeline';

const t0 = Date.parse('2025-05-01T12:00:00Z');
const minute = 60_000;

function status(statusId: number, minutes: number, cancelReason: string | null = null): TimelineEvent {
  return {
    kind: 'status',
    at: new Date(t0 + minutes * minute),
    data: JSON.stringify({ statusId, status: 'x', cancelReason, source: 'poll' }),
  };
}

const summary = (timeline: ReturnType<typeof buildTimeline>) => timeline.steps.map((s) => `${s.key}:${s.state}`);

describe('buildTimeline', () => {
  it('maps each POS status to the customer step the issue names', () => {
    expect([1, 2, 3, 5, 7, 9, 4].map(stepForStatus)).toEqual([
      'received',
      'preparing',
      'ready',
      'on-the-way',
      'delivered',
      'cancelled',
      null,
    ]);
  });

  it('shows every step as upcoming while the order is not yet confirmed by the POS', () => {
    const timeline = buildTimeline({ mode: 'delivery', state: 'unconfirmed', events: [] });
    expect(timeline.current).toBeNull();
    expect(summary(timeline)).toEqual([
      'received:upcoming',
      'preparing:upcoming',
      'ready:upcoming',
      'on-the-way:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('has no steps for a rejected or failed order', () => {
    expect(buildTimeline({ mode: 'delivery', state: 'rejected', events: [status(1, 0)] })).toEqual({ current: null, steps: [] });
    expect(buildTimeline({ mode: 'pickup', state: 'failed', events: [] }).steps).toEqual([]);
  });

  it('marks the steps before the current one done with the time each was reached', () => {
    const timeline = buildTimeline({ mode: 'delivery', state: 'sent', events: [status(1, 0), status(2, 3)] });
    expect(summary(timeline)).toEqual([
      'received:done',
      'preparing:current',
      'ready:upcoming',
      'on-the-way:upcoming',
      'delivered:upcoming',
    ]);
    expect(timeline.steps.map((s) => s.at?.getTime() ?? null)).toEqual([t0, t0 + 3 * minute, null, null, null]);
    expect(timeline.current).toEqual({ key: 'preparing', label: 'Preparing', cancelReason: null });
  });

  it('reads events in time order whatever order they are stored in', () => {
    const timeline = buildTimeline({ mode: 'delivery', state: 'sent', events: [status(3, 9), status(1, 0), status(2, 4)] });
    expect(timeline.current?.key).toBe('ready');
  });

  it('has no "on the way" step for pickup and table orders', () => {
    expect(summary(buildTimeline({ mode: 'pickup', state: 'sent', events: [status(1, 0)] }))).toEqual([
      'received:current',
      'preparing:upcoming',
      'ready:upcoming',
      'delivered:upcoming',
    ]);
    expect(buildTimeline({ mode: 'table', state: 'sent', events: [] }).steps.map((s) => s.key)).not.toContain('on-the-way');
  });

  it('treats a sent order without any status event as received', () => {
    expect(buildTimeline({ mode: 'table', state: 'sent', events: [] }).current?.key).toBe('received');
  });

  it('marks a delivered order done throughout, with skipped steps done but without a time', () => {
    const timeline = buildTimeline({ mode: 'delivery', state: 'sent', events: [status(1, 0), status(7, 30)] });
    expect(summary(timeline)).toEqual(['received:done', 'preparing:done', 'ready:done', 'on-the-way:done', 'delivered:done']);
    expect(timeline.steps.map((s) => s.at?.getTime() ?? null)).toEqual([t0, null, null, null, t0 + 30 * minute]);
    expect(timeline.current?.label).toBe('Delivered');
  });

  it('ends a cancelled order with a cancelled step that carries the reason, after the steps it reached', () => {
    const timeline = buildTimeline({
      mode: 'delivery',
      state: 'sent',
      events: [status(1, 0), status(2, 2), status(9, 5, 'Müşteri vazgeçti')],
    });
    expect(summary(timeline)).toEqual(['received:done', 'preparing:done', 'cancelled:done']);
    expect(timeline.steps[2]).toMatchObject({ label: 'Cancelled', detail: 'Müşteri vazgeçti', at: new Date(t0 + 5 * minute) });
    expect(timeline.current).toEqual({ key: 'cancelled', label: 'Cancelled', cancelReason: 'Müşteri vazgeçti' });
  });

  it('shows "on the way" as upcoming again when the delivery was called back (CancelDelivery)', () => {
    const timeline = buildTimeline({ mode: 'delivery', state: 'sent', events: [status(1, 0), status(3, 5), status(5, 8), status(3, 12)] });
    expect(summary(timeline)).toEqual(['received:done', 'preparing:done', 'ready:current', 'on-the-way:upcoming', 'delivered:upcoming']);
    expect(timeline.steps[3]?.at).toBeNull();
  });

  it('ignores statuses the site does not know and events that are not status changes', () => {
    const events: TimelineEvent[] = [
      status(1, 0),
      status(42, 3),
      { kind: 'attempt', at: new Date(t0 + minute), data: JSON.stringify({ statusId: 7 }) },
      { kind: 'status', at: new Date(t0 + 4 * minute), data: 'not json' },
    ];
    expect(buildTimeline({ mode: 'delivery', state: 'sent', events }).current?.key).toBe('received');
  });
});
