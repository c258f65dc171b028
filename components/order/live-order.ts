'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { OrderView } from '@/lib/orders/view';

/** How often the page asks for news: the status shows within 2 s of a change in the POS. */
const POLL_MS = 1_000;

/** Nothing will change any more: delivered, cancelled, refused, or given up. */
export function isFinal(view: OrderView): boolean {
  return view.state === 'rejected' || view.state === 'failed' || view.status?.key === 'delivered' || view.status?.key === 'cancelled';
}

interface LiveStore {
  view: OrderView;
  listeners: Set<() => void>;
  stop: (() => void) | null;
}

/** One store per order: every component showing it (the headline, the tracker) shares one poll. */
const stores = new Map<string, LiveStore>();

function storeFor(initial: OrderView): LiveStore {
  let store = stores.get(initial.publicId);
  if (!store) {
    store = { view: initial, listeners: new Set(), stop: null };
    stores.set(initial.publicId, store);
  } else if (initial.updatedAt > store.view.updatedAt) {
    // The page was rendered after the store last heard: the newer reading wins.
    store.view = initial;
  }
  return store;
}

function startPolling(store: LiveStore): void {
  if (store.stop || isFinal(store.view)) return;
  const controller = new AbortController();
  const timer = setInterval(async () => {
    try {
      const response = await fetch(`/api/orders/${encodeURIComponent(store.view.publicId)}`, {
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok) return;
      store.view = (await response.json()) as OrderView;
      if (isFinal(store.view)) store.stop?.();
      for (const listener of store.listeners) listener();
    } catch {
      // Offline for a moment or the page is closing: the next tick tries again.
    }
  }, POLL_MS);
  store.stop = () => {
    clearInterval(timer);
    controller.abort();
    store.stop = null;
  };
}

/**
 * The order as last read: polled from GET /api/orders/{publicId} every second while anything on
 * the page shows it and until it is final. The server renders `initial`.
 */
export function useLiveOrder(initial: OrderView): OrderView {
  const store = storeFor(initial);
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      startPolling(store);
      return () => {
        store.listeners.delete(listener);
        if (store.listeners.size === 0) store.stop?.();
      };
    },
    [store],
  );
  return useSyncExternalStore(
    subscribe,
    () => store.view,
    () => initial,
  );
}
