/**
 * The kitchen's queue as the POS reports it: open delivery and pickup orders still being made
 * (RecentOrders with status Ordered or Preparing). One RecentOrders page answers it (totalCount),
 * read at most once per QUEUE_CACHE_MS and shared by every request that asks meanwhile, so the
 * POS's rate limits (docs/decisions/167) never see a read per page view. A POS that fails or is
 * slow gives null, and the promise falls back to the settings alone (docs/decisions/257).
 */
import { logger } from '@/lib/logger';
import type { PosClient } from '@/lib/pos';

/** How long one reading of the queue is used. */
export const QUEUE_CACHE_MS = 45_000;
/** How long a request waits for a reading before promising without it; the read goes on and fills the cache. */
export const QUEUE_WAIT_MS = 1_500;

interface Reading {
  at: number;
  length: number | null;
}

export interface KitchenQueue {
  /** The open orders in the kitchen, or null when the POS could not say in time. */
  length(client: PosClient, now?: number): Promise<number | null>;
  /**
   * The last reading when not older than STALE_AFTER_MS, without asking the POS: placing an order
   * promises what the checkout page showed, and never spends a POS call (or a fault meant for
   * SaveOrder) on it.
   */
  latest(now?: number): number | null;
}

/** A reading older than this is not used for a promise. */
export const STALE_AFTER_MS = 5 * 60_000;

/** A queue reader with its own cache (one per process; tests make their own). */
export function createKitchenQueue(waitMs = QUEUE_WAIT_MS): KitchenQueue {
  let reading: Reading | null = null;
  let inFlight: Promise<Reading> | null = null;

  const read = (client: PosClient, now: number): Promise<Reading> => {
    inFlight ??= client
      .getRecentOrders({ status: ['Ordered', 'Preparing'], orderType: ['Delivery', 'TakeAway'] })
      .then((page) => ({ at: now, length: page.totalCount }))
      .catch((error: unknown) => {
        logger.warn('kitchen queue: RecentOrders did not answer; promising from the settings', { error: String(error) });
        return { at: now, length: null };
      })
      .then((result) => {
        reading = result;
        inFlight = null;
        return result;
      });
    return inFlight;
  };

  return {
    latest(now = Date.now()) {
      return reading && now - reading.at < STALE_AFTER_MS ? reading.length : null;
    },
    async length(client, now = Date.now()) {
      if (reading && now - reading.at < QUEUE_CACHE_MS) return reading.length;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), waitMs);
      });
      try {
        const result = await Promise.race([read(client, now), late]);
        return result === null ? null : result.length;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

const processQueue = createKitchenQueue();

/** The process's queue reader. */
export function kitchenQueue(): KitchenQueue {
  return processQueue;
}
