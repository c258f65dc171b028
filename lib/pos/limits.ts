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
  nextSlot(endpoint: string): Promise<Date>;
  /** After a 601: the POS will not take this endpoint before `until`; later calls wait for it. */
  blockUntil(endpoint: string, until: Date): Promise<void>;
  /** The window a refused call of this endpoint backs off by. */
  windowMs(endpoint: string): number;
  readonly maxWaitMs: number;
}

/** One window of the POS: at most `limit` calls start in any `intervalMs` (the margin included). */
export interface WindowRule {
  limit: number;
  intervalMs: number;
}

/** The three windows of one POS account, each widened by the margin. */
export function windowRules(limits: PosLimits): Record<LimitBucket, WindowRule> {
  return {
    products: { limit: 1, intervalMs: limits.productsMs + MARGIN_MS },
    completedOrders: { limit: 1, intervalMs: limits.completedOrdersMs + MARGIN_MS },
    general: { limit: limits.generalCalls, intervalMs: limits.generalWindowMs + MARGIN_MS },
  };
}

/**
 * The earliest time at or after `at` a call may start in a sliding window that already holds
 * `starts` (ascending): never `limit + 1` starts within one interval, never before `blockedUntil`.
 * A sliding window is stricter than any fixed window the POS may count in, however it is aligned.
 */
export function nextStart(starts: readonly number[], rule: WindowRule, blockedUntil: number, at: number): number {
  const full = starts.length >= rule.limit ? (starts[starts.length - rule.limit] ?? 0) + rule.intervalMs : 0;
  return Math.max(at, full, blockedUntil);
}

/** The error of a call the site holds back because its turn is more than maxWaitMs away. */
function heldBack(endpoint: string, slot: number): PosError {
  return new PosError({
    kind: 'rate-limited',
    endpoint,
    detail: `held back by the site: the POS allows this call again at ${new Date(slot).toISOString()}`,
    retryAt: new Date(slot),
  });
}

/** The window a refused call of this endpoint backs off by: one call's share of its interval. */
function windowMsOf(rules: Record<LimitBucket, WindowRule>, endpoint: string): number {
  const rule = rules[limitBucket(endpoint)];
  return Math.ceil(rule.intervalMs / rule.limit);
}

interface Bucket extends WindowRule {
  throttle: <T>(call: () => Promise<T>) => Promise<T>;
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
  const rules = windowRules(limits);
  const bucket = ({ limit, intervalMs }: WindowRule): Bucket => ({
    throttle: (() => {
      const throttled = pThrottle({ limit, interval: intervalMs, strict: true })(<T>(call: () => Promise<T>) => call());
      return <T>(call: () => Promise<T>) => throttled(call) as Promise<T>;
    })(),
    intervalMs,
    limit,
    starts: [],
    blockedUntil: 0,
  });
  const buckets: Record<LimitBucket, Bucket> = {
    products: bucket(rules.products),
    completedOrders: bucket(rules.completedOrders),
    general: bucket(rules.general),
  };
  return {
    maxWaitMs: limits.maxWaitMs,
    windowMs: (endpoint) => windowMsOf(rules, endpoint),
    nextSlot: async (endpoint) => {
      const b = buckets[limitBucket(endpoint)];
      return new Date(nextStart(b.starts, b, b.blockedUntil, now()));
    },
    async blockUntil(endpoint, until) {
      const b = buckets[limitBucket(endpoint)];
      b.blockedUntil = Math.max(b.blockedUntil, until.getTime());
    },
    async schedule(endpoint, call) {
      const b = buckets[limitBucket(endpoint)];
      const at = now();
      const slot = nextStart(b.starts, b, b.blockedUntil, at);
      if (slot - at > limits.maxWaitMs) throw heldBack(endpoint, slot);
      b.starts.push(slot);
      if (b.starts.length > b.limit) b.starts.shift();
      const blocked = b.blockedUntil - at;
      if (blocked > 0) await sleep(blocked);
      return b.throttle(call);
    },
  };
}

/**
 * Where the windows of a limiter shared by several processes are kept (docs/decisions/300): each
 * call reserves its start time there, so every instance of the site on one database counts the
 * same calls, as the POS counts them per account.
 */
export interface PosLimitStore {
  /**
   * Reserves the earliest start from now on in the bucket's window, unless it lies more than
   * `maxWaitMs` ahead (then nothing is reserved). Answers the start either way. `now` is read once
   * the window is held: a start stamped before waiting for the window would be in the past by the
   * time the call is sent, and the POS would count it later than the window does.
   */
  reserve(bucket: LimitBucket, rule: WindowRule, now: () => number, maxWaitMs: number): Promise<{ start: number; reserved: boolean }>;
  /** When a call of the bucket could start, without reserving it. */
  peek(bucket: LimitBucket, rule: WindowRule, now: () => number): Promise<number>;
  /** After a 601: no call of the bucket starts before `until`. */
  block(bucket: LimitBucket, until: number): Promise<void>;
}

/**
 * A limiter whose windows live in a shared store: a call reserves its start time there, waits
 * for it, then runs. Reservations are exact, so no call polls for its turn.
 */
export function createSharedPosLimiter(limits: PosLimits, store: PosLimitStore, now: () => number = Date.now): PosCallLimiter {
  const rules = windowRules(limits);
  return {
    maxWaitMs: limits.maxWaitMs,
    windowMs: (endpoint) => windowMsOf(rules, endpoint),
    nextSlot: async (endpoint) => {
      const bucket = limitBucket(endpoint);
      return new Date(await store.peek(bucket, rules[bucket], now));
    },
    blockUntil: (endpoint, until) => store.block(limitBucket(endpoint), until.getTime()),
    async schedule(endpoint, call) {
      const bucket = limitBucket(endpoint);
      const { start, reserved } = await store.reserve(bucket, rules[bucket], now, limits.maxWaitMs);
      if (!reserved) throw heldBack(endpoint, start);
      const wait = start - now();
      if (wait > 0) await sleep(wait);
      return call();
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** No spacing at all (POS_RATE_LIMITS=off, and tests against a sandbox without limits). */
export const UNLIMITED: PosCallLimiter = {
  maxWaitMs: PRODUCTION_LIMITS.maxWaitMs,
  windowMs: () => 1000,
  nextSlot: async () => new Date(),
  blockUntil: async () => undefined,
  schedule: (_endpoint, call) => call(),
};
