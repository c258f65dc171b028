/**
 * The POS's rate limits, kept on our side before the POS has to refuse a call (docs/decisions/167).
 * The production service allows about one Products call per 180 s and one CompletedOrders page
 * per 40 s (../shared/pos-field-notes.md, "Rate limits"), and a general ceiling for the rest. Calls
 * are spaced with p-throttle's strict (sliding-window) throttle, one per window; a call that would
 * wait longer than `maxWaitMs` is refused at once with a rate-limited PosError that says when the
 * POS will take it.
 */
import pThrottle from 'p-throttle';
import { PosError } from '@/lib/pos/errors';

export interface PosLimits {
  /** One Products call per this many ms (production: 180 s). */
  productsMs: number;
  /** One CompletedOrders page per this many ms (production: 40 s). */
  completedOrdersMs: number;
  /** Every other endpoint together: this many calls per `generalWindowMs`. */
  generalCalls: number;
  generalWindowMs: number;
  /** The longest a call waits for its turn (or a 601's back-off) before it is refused instead. */
  maxWaitMs: number;
}

/** The windows of the production service (and of the sandbox, decision 155). */
export const PRODUCTION_LIMITS: PosLimits = {
  productsMs: 180_000,
  completedOrdersMs: 40_000,
  generalCalls: 120,
  generalWindowMs: 60_000,
  maxWaitMs: 60_000,
};

/** Added to every window: our clock and the POS's count the same call a few ms apart. */
const MARGIN_MS = 500;

export type LimitBucket = 'products' | 'completedOrders' | 'general';

/** The window an endpoint counts against: "Products", "CompletedOrders", or the general ceiling. */
export function limitBucket(endpoint: string): LimitBucket {
  const name = endpoint.replace(/^\/+/, '').split(/[/?]/)[0]?.toLowerCase();
  if (name === 'products') return 'products';
  if (name === 'completedorders') return 'completedOrders';
  return 'general';
}

/** Spaces one client's calls; `schedule` runs a call when its window allows it. */
export interface PosCallLimiter {
  /** Runs `call` in its turn, or throws a rate-limited PosError when the turn is more than maxWaitMs away. */
  schedule<T>(endpoint: string, call: () => Promise<T>): Promise<T>;
  /** When a call to this endpoint could start without waiting (now when it could start now). */
  nextSlot(endpoint: string): Date;
  /** After a 601: the POS will not take this endpoint before `until`; later calls wait for it. */
  blockUntil(endpoint: string, until: Date): void;
  /** The window a refused call of this endpoint backs off by. */
  windowMs(endpoint: string): number;
  readonly maxWaitMs: number;
}

interface Bucket {
  throttle: <T>(call: () => Promise<T>) => Promise<T>;
  intervalMs: number;
  limit: number;
  /** Start times of the calls handed to the throttle, newest last (at most `limit` kept). */
  starts: number[];
  blockedUntil: number;
}

/**
 * A limiter for one POS account. Each bucket is a p-throttle (strict: no `limit + 1` calls in any
 * window); the start times kept beside it only predict the wait, so a call that would wait too
 * long is refused before it is queued.
 */
export function createPosLimiter(limits: PosLimits, now: () => number = Date.now): PosCallLimiter {
  const bucket = (limit: number, intervalMs: number): Bucket => ({
    throttle: (() => {
      const throttled = pThrottle({ limit, interval: intervalMs + MARGIN_MS, strict: true })(<T>(call: () => Promise<T>) => call());
      return <T>(call: () => Promise<T>) => throttled(call) as Promise<T>;
    })(),
    intervalMs: intervalMs + MARGIN_MS,
    limit,
    starts: [],
    blockedUntil: 0,
  });
  const buckets: Record<LimitBucket, Bucket> = {
    products: bucket(1, limits.productsMs),
    completedOrders: bucket(1, limits.completedOrdersMs),
    general: bucket(limits.generalCalls, limits.generalWindowMs),
  };
  const slotOf = (b: Bucket, at: number) => {
    const full = b.starts.length >= b.limit ? (b.starts[b.starts.length - b.limit] ?? 0) + b.intervalMs : 0;
    return Math.max(at, full, b.blockedUntil);
  };
  return {
    maxWaitMs: limits.maxWaitMs,
    windowMs: (endpoint) => {
      const b = buckets[limitBucket(endpoint)];
      return Math.ceil(b.intervalMs / b.limit);
    },
    nextSlot: (endpoint) => new Date(slotOf(buckets[limitBucket(endpoint)], now())),
    blockUntil(endpoint, until) {
      const b = buckets[limitBucket(endpoint)];
      b.blockedUntil = Math.max(b.blockedUntil, until.getTime());
    },
    async schedule(endpoint, call) {
      const b = buckets[limitBucket(endpoint)];
      const at = now();
      const slot = slotOf(b, at);
      if (slot - at > limits.maxWaitMs) {
        throw new PosError({
          kind: 'rate-limited',
          endpoint,
          detail: `held back by the site: the POS allows this call again at ${new Date(slot).toISOString()}`,
          retryAt: new Date(slot),
        });
      }
      b.starts.push(slot);
      if (b.starts.length > b.limit) b.starts.shift();
      const blocked = b.blockedUntil - at;
      if (blocked > 0) await new Promise((resolve) => setTimeout(resolve, blocked));
      return b.throttle(call);
    },
  };
}

/** No spacing at all (POS_RATE_LIMITS=off, and tests against a sandbox without limits). */
export const UNLIMITED: PosCallLimiter = {
  maxWaitMs: PRODUCTION_LIMITS.maxWaitMs,
  windowMs: () => 1000,
  nextSlot: () => new Date(),
  blockUntil: () => undefined,
  schedule: (_endpoint, call) => call(),
};
