/**
 * Slows down guessing coupon codes (docs/decisions/125). Unknown codes are counted per cart and
 * per client address; after COUPON_GUESS_RULES.freeGuesses of them within the window, no code is
 * checked for either until the oldest of those guesses leaves the window. Known codes that cannot
 * be used (expired, used up…) are not guesses. Kept in this server process's memory: a restart
 * forgets, which only gives a guesser a fresh allowance. The memory is bounded: past
 * COUPON_GUESS_RULES.maxKeys keys, expired ones are dropped, then the least recently counted
 * (issue 20, finding 4: spoofed addresses grew it without end; decision 131).
 */
import { singleton } from '@/lib/singleton';
import { getTranslations } from 'next-intl/server';

export const COUPON_GUESS_RULES = { windowMs: 10 * 60_000, freeGuesses: 8, maxKeys: 10_000 } as const;

type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function guesses(): Map<string, number[]> {
  return singleton('couponGuesses', () => new Map<string, number[]>());
}

/** The guesses of a key still inside the window, oldest first (older ones are forgotten). */
function recent(key: string, now: number): number[] {
  const all = guesses();
  const kept = (all.get(key) ?? []).filter((at) => at > now - COUPON_GUESS_RULES.windowMs);
  if (kept.length > 0) all.set(key, kept);
  else all.delete(key);
  return kept;
}

/** Whether a coupon code may be checked now for these keys (e.g. the cart and the address). */
export function couponGuessVerdict(keys: string[], now: Date = new Date()): Verdict {
  let until = 0;
  for (const key of keys) {
    const list = recent(key, now.getTime());
    if (list.length >= COUPON_GUESS_RULES.freeGuesses) {
      const oldestCounted = list[list.length - COUPON_GUESS_RULES.freeGuesses] ?? now.getTime();
      until = Math.max(until, oldestCounted + COUPON_GUESS_RULES.windowMs);
    }
  }
  return until > now.getTime() ? { allowed: false, retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) } : { allowed: true };
}

/** Counts an unknown code against each key. */
export function recordUnknownCoupon(keys: string[], now: Date = new Date()): void {
  const all = guesses();
  for (const key of keys) {
    const list = [...recent(key, now.getTime()), now.getTime()];
    // Deleted first so that the Map's order stays least recently counted first.
    all.delete(key);
    all.set(key, list);
  }
  if (all.size > COUPON_GUESS_RULES.maxKeys) shrink(all, now.getTime());
}

// Down to 90% of the bound, so that a full map is not swept again at every guess.
function shrink(all: Map<string, number[]>, now: number): void {
  const target = Math.floor(COUPON_GUESS_RULES.maxKeys * 0.9);
  for (const [key, list] of all) {
    if ((list.at(-1) ?? 0) <= now - COUPON_GUESS_RULES.windowMs) all.delete(key);
  }
  for (const key of all.keys()) {
    if (all.size <= target) break;
    all.delete(key);
  }
}

/** How many keys the guard holds in memory (tests). */
export function couponGuessKeyCount(): number {
  return guesses().size;
}

/** What the customer is told while the codes are not checked, in the visitor's language. */
export async function couponWaitMessage(retryAfterSeconds: number): Promise<string> {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (await getTranslations('Checkout.coupon'))('wait', { minutes });
}

/** Forgets every guess (tests). */
export function resetCouponGuesses(): void {
  guesses().clear();
}
