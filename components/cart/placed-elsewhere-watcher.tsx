'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { fetchCartBrief } from '@/components/shop/cart-brief';

/** How often an open cart or checkout page asks whether the shop still takes orders. */
const CHECK_EVERY_MS = 30_000;

/**
 * On the cart and checkout pages, rendered when the shop was `open` or not: when the customer
 * comes back to this tab, and every half minute while it is in view, it asks /api/cart whether
 * the cart's order was placed meanwhile (in another tab: issue 13, item 8) or the shop paused,
 * closed or opened (item 6). Then the page is rendered again, saying so, before more is typed.
 */
export function PlacedElsewhereWatcher({ open }: { open: boolean }) {
  const router = useRouter();
  useEffect(() => {
    async function check() {
      if (document.visibilityState !== 'visible') return;
      const brief = await fetchCartBrief('watch', true);
      if (!brief) return;
      if ((brief.count === 0 && brief.placedOrder) || brief.status.open !== open) router.refresh();
    }
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    const timer = setInterval(onVisible, CHECK_EVERY_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
      clearInterval(timer);
    };
  }, [router, open]);
  return null;
}
