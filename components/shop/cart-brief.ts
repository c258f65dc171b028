'use client';

import { useEffect, useState } from 'react';
import type { CartWords } from '@/lib/cart/cart-words';
import type { ShopStatus } from '@/lib/checkout/shop-status';

/** GET /api/cart: the cart in brief and the shop's status. */
export interface CartBriefBody {
  count: number;
  itemsMinor: number;
  placedOrder: string | null;
  mode: string;
  status: ShopStatus;
  /** The count's words in the language asked for. */
  words: CartWords;
}

function isBrief(body: unknown): body is CartBriefBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    'count' in body &&
    typeof body.count === 'number' &&
    'itemsMinor' in body &&
    typeof body.itemsMinor === 'number' &&
    'status' in body &&
    typeof body.status === 'object' &&
    'words' in body &&
    typeof body.words === 'object'
  );
}

/** One request serves every component of a page that asks within this long (the count, the banner, the cart bar). */
const SHARE_MS = 2_000;
let shared: { key: string; at: number; promise: Promise<CartBriefBody | null> } | null = null;

/** Asks /api/cart (its words in `locale`), sharing one answer between the components that ask at the same time. */
export function fetchCartBrief(key: string, fresh = false, locale?: string): Promise<CartBriefBody | null> {
  const now = Date.now();
  const url = locale ? `/api/cart?locale=${encodeURIComponent(locale)}` : '/api/cart';
  if (!fresh && shared && shared.key === `${key} ${url}` && now - shared.at < SHARE_MS) return shared.promise;
  const promise = fetch(url, { cache: 'no-store' })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => (isBrief(body) ? body : null))
    // Offline: the cart link still leads to the cart, which shows its contents.
    .catch(() => null);
  shared = { key: `${key} ${url}`, at: now, promise };
  return promise;
}

/** The cart in brief, its words in `locale`, once the page has loaded (null before, or when it could not be read); asked again when `key` changes. */
export function useCartBrief(key: string, locale: string): CartBriefBody | null {
  const [brief, setBrief] = useState<CartBriefBody | null>(null);
  useEffect(() => {
    let live = true;
    void fetchCartBrief(key, false, locale).then((body) => {
      if (live) setBrief(body);
    });
    return () => {
      live = false;
    };
  }, [key, locale]);
  return brief;
}
