import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTags = vi.fn(async (_tags: string[]) => {});
vi.mock('@/lib/revalidate', () => ({ revalidateTags }));

const { expireMenuAt, pendingMenuExpiry } = await import('@/lib/catalog/snooze-return');

describe('expireMenuAt', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2030-01-01T09:00:00Z') });
    revalidateTags.mockClear();
  });
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it('expires the menu tag when the snooze ends, not before', async () => {
    expireMenuAt(new Date('2030-01-01T09:00:12Z'));
    await vi.advanceTimersByTimeAsync(11_999);
    expect(revalidateTags).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(revalidateTags).toHaveBeenCalledExactlyOnceWith(['menu']);
    expect(pendingMenuExpiry()).toBeNull();
  });

  it('keeps the earliest end when several are reported, and moves to an earlier one', async () => {
    expireMenuAt(new Date('2030-01-01T10:00:00Z'));
    expireMenuAt(new Date('2030-01-01T11:00:00Z'));
    expect(pendingMenuExpiry()).toEqual(new Date('2030-01-01T10:00:00Z'));
    expireMenuAt(new Date('2030-01-01T09:30:00Z'));
    expect(pendingMenuExpiry()).toEqual(new Date('2030-01-01T09:30:00Z'));
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(revalidateTags).toHaveBeenCalledTimes(1);
  });

  it('does nothing for no snooze or one already over', () => {
    expireMenuAt(null);
    expireMenuAt(new Date('2030-01-01T08:59:59Z'));
    expect(pendingMenuExpiry()).toBeNull();
  });

  it('re-checks a snooze of weeks once a day rather than overflowing the timer', async () => {
    expireMenuAt(new Date('2030-03-01T09:00:00Z'));
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(revalidateTags).toHaveBeenCalledTimes(1);
  });
});
