'use client';

import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { CartCount } from '@/components/shop/cart-count';
import { ModeSwitch, type ModeActions } from '@/components/shop/mode-switch';

/** The cached menu's mode, from its route segment (/menu/[mode], served at /). */
function useRouteMode(): 'delivery' | 'pickup' {
  const { mode } = useParams<{ mode?: string }>();
  return mode === 'pickup' ? 'pickup' : 'delivery';
}

/** The Delivery / Pickup switch of a cached menu, set to the mode the page is priced for. */
export function RouteModeSwitch({ chooseMode, leaveTable }: ModeActions) {
  return <ModeSwitch mode={useRouteMode()} table={null} chooseMode={chooseMode} leaveTable={leaveTable} reloadAfterChange />;
}

/** The cart's count on a cached menu: asked of /api/cart once the page has loaded, and again when the mode changes. */
export function LiveCartCount() {
  const mode = useRouteMode();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/cart', { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (body && typeof body === 'object' && 'count' in body && typeof body.count === 'number') setCount(body.count);
      })
      .catch(() => {
        // Offline or aborted: the link still leads to the cart, which shows its contents.
      });
    return () => controller.abort();
  }, [mode]);
  return count === null ? null : <CartCount count={count} />;
}
