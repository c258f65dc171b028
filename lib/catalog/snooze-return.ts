/**
 * Brings snoozed products back on the cached menus on time. A cached page cannot notice that a
 * snooze ended, so whoever reads the menu says when the next one ends, and one timer per process
 * expires the menu's tag at that moment; the next visitor gets a fresh page. A sync, a staff
 * edit or a restart expires the tag anyway; a timer firing early (very long snoozes are re-checked
 * daily) only costs one render.
 */
import { CACHE_TAGS } from '@/lib/cache-tags';
import { revalidateTags } from '@/lib/revalidate';
import { singleton } from '@/lib/singleton';

const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

interface Pending {
  at: number;
  timer: ReturnType<typeof setTimeout>;
}

const holder = singleton('snoozeReturn', (): { pending?: Pending } => ({}));

/** Expires the menu's tag at `at` (or keeps an earlier expiry already set); null or past: nothing. */
export function expireMenuAt(at: Date | null, now = Date.now()): void {
  if (at === null || at.getTime() <= now) return;
  const pending = holder.pending;
  if (pending && pending.at > now && pending.at <= at.getTime()) return;
  if (pending) clearTimeout(pending.timer);
  const timer = setTimeout(
    () => {
      holder.pending = undefined;
      void revalidateTags([CACHE_TAGS.menu]);
    },
    Math.min(at.getTime() - now, LONGEST_WAIT_MS),
  );
  timer.unref?.();
  holder.pending = { at: at.getTime(), timer };
}

/** The moment the menu's tag is set to expire for a snooze, if any (for tests). */
export function pendingMenuExpiry(): Date | null {
  return holder.pending ? new Date(holder.pending.at) : null;
}
