import { DEFAULT_CONFIG } from './config';
import { buildDemoCatalogue, buildHistoricalOrders } from './demo';
import { placeOrder } from './place-order';
import type { SandboxStore } from './store';
import { advanceStatus, cancelOrder } from './transitions';
import type { HistoricalOrderSeed, SandboxCatalogue } from './types';

/** The integrator name recorded on demo orders that came from the restaurant's website. */
const DEMO_CONSUMER = 'Sofra';

/**
 * Puts the store in the seeded demo state, in one transaction: default config, the demo
 * catalogue, and the historical orders (relative to `nowMs`) replayed through the real rules.
 */
export function seedDemo(store: SandboxStore, nowMs: number): void {
  store.transaction(() => {
    store.clear();
    store.setConfig(DEFAULT_CONFIG);
    const catalogue = buildDemoCatalogue();
    store.setCatalogue(catalogue);
    const seeds = buildHistoricalOrders(new Date(nowMs), catalogue)
      .map((seed) => ({ seed, at: instant(seed.insertedAt, seed) }))
      .sort((a, b) => a.at - b.at);
    for (const { seed, at } of seeds) replaySeed(store, catalogue, seed, at);
    store.markSeeded(nowMs);
  });
}

/**
 * Places one historical order at its time and walks it along its path. A seed the rules refuse
 * is a bug in the demo data, so it throws with the rule's message.
 */
function replaySeed(store: SandboxStore, catalogue: SandboxCatalogue, seed: HistoricalOrderSeed, insertMs: number): void {
  const placed = placeOrder(store, { body: seed.request, consumer: DEMO_CONSUMER, nowMs: insertMs });
  if (!placed.ok) throw new Error(`Demo order ${label(seed)} is invalid (${placed.status}): ${placed.message}`);
  let order = placed.order;
  if (order.orderTypeId === 1) order.externalAppName = null;
  order.waiterName = seed.waiterName ?? null;
  for (const step of seed.path) {
    const nowMs = instant(step.at, seed);
    if (step.status === 'Cancelled') {
      const cancelled = cancelOrder(order, seed.cancelReason ?? null, nowMs);
      if (!cancelled.ok) throw new Error(`Demo order ${label(seed)} cannot be cancelled: ${cancelled.message}`);
      order = cancelled.order;
      continue;
    }
    const moved = advanceStatus(order, step.status, {
      catalogue,
      nowMs,
      courierName: seed.courierName,
      invoice: seed.invoice,
    });
    if (!moved.ok) throw new Error(`Demo order ${label(seed)}: ${moved.message}`);
    order = moved.order;
  }
  store.updateOrder(order);
}

function instant(iso: string, seed: HistoricalOrderSeed): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`Demo order ${label(seed)} has an invalid instant: ${iso}`);
  return ms;
}

function label(seed: HistoricalOrderSeed): string {
  const id = seed.request.WebOrderId;
  return typeof id === 'string' ? id : `placed at ${seed.insertedAt}`;
}
