import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimitWindows } from './config';

/** Which window a POS API call counts against (docs/decisions/155). */
export type LimitBucket = 'products' | 'completedOrders' | 'general';

/** The window of an endpoint, by its lower-cased path name. */
export function limitBucket(endpoint: string): LimitBucket {
  if (endpoint === 'products') return 'products';
  if (endpoint === 'completedorders') return 'completedOrders';
  return 'general';
}

/** A refused call: which window and how long until the next call is allowed. */
export interface LimitRefusal {
  bucket: LimitBucket;
  retryAfterMs: number;
}

interface Limiters {
  windowsKey: string;
  byBucket: Record<LimitBucket, RateLimiterMemory>;
}

/** The one account the sandbox serves: every call counts against the same key. */
const ACCOUNT = 'account';

/**
 * The production service's per-account limits, emulated with rate-limiter-flexible's memory
 * limiter: fixed windows that refuse at once (never queue). A refused call does not move its
 * window. Changed windows start fresh counters; `reset` forgets every call.
 */
export class SandboxRateLimits {
  private limiters: Limiters | null = null;

  /** Counts a call in its bucket; null when allowed, else the refusal. */
  async take(bucket: LimitBucket, windows: RateLimitWindows): Promise<LimitRefusal | null> {
    const limiter = this.limitersFor(windows).byBucket[bucket];
    try {
      await limiter.consume(ACCOUNT);
      return null;
    } catch (refused) {
      if (refused instanceof RateLimiterRes) return { bucket, retryAfterMs: Math.max(0, refused.msBeforeNext) };
      throw refused;
    }
  }

  reset(): void {
    this.limiters = null;
  }

  private limitersFor(windows: RateLimitWindows): Limiters {
    const windowsKey = JSON.stringify(windows);
    if (this.limiters?.windowsKey === windowsKey) return this.limiters;
    const limiter = (points: number, ms: number) => new RateLimiterMemory({ points, duration: ms / 1000 });
    this.limiters = {
      windowsKey,
      byBucket: {
        products: limiter(1, windows.productsMs),
        completedOrders: limiter(1, windows.completedOrdersMs),
        general: limiter(windows.generalCalls, windows.generalWindowMs),
      },
    };
    return this.limiters;
  }
}

const WHAT: Record<LimitBucket, (w: RateLimitWindows) => string> = {
  products: (w) => `Products allows one call per ${seconds(w.productsMs)}`,
  completedOrders: (w) => `CompletedOrders allows one call (one page) per ${seconds(w.completedOrdersMs)}`,
  general: (w) => `this account allows ${w.generalCalls} calls per ${seconds(w.generalWindowMs)}`,
};

/** The refusal's message: which limit, and when to try again. */
export function limitMessage(refusal: LimitRefusal, windows: RateLimitWindows): string {
  return `Request limit exceeded: ${WHAT[refusal.bucket](windows)}; try again in ${seconds(refusal.retryAfterMs)}`;
}

function seconds(ms: number): string {
  return `${Math.max(1, Math.ceil(ms / 1000))} s`;
}
