'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { fetchCartBrief } from '@/components/shop/cart-brief';

/**
 * On the cart and checkout pages: when the customer comes back to this tab and the cart's order
 * was placed meanwhile (in another tab), the page is rendered again, saying so, instead of
 * showing a cart that no longer exists (issue 13, item 8).
 */
export function PlacedElsewhereWatcher() {
  const router = useRouter();
  useEffect(() => {
    async function check() {
      if (document.visibilityState !== 'visible') return;
      const brief = await fetchCartBrief('watch', true);
      if (brief && brief.count === 0 && brief.placedOrder) router.refresh();
    }
    const onVisible = () => void check();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, [router]);
  return null;
}
