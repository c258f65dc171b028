'use client';

import { useParams } from 'next/navigation';
import { CartBar } from '@/components/shop/cart-bar';
import { useCartBrief } from '@/components/shop/cart-brief';
import { CartCount } from '@/components/shop/cart-count';
import { ShopStatusBanner } from '@/components/shop/shop-status-banner';
import { ModeSwitch, type ModeActions } from '@/components/shop/mode-switch';
import { ZonePicker } from '@/components/shop/zone-picker';
import type { FormAction } from '@/lib/forms';

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
  const brief = useCartBrief(useRouteMode());
  return brief === null ? null : <CartCount count={brief.count} />;
}

/** The shop's status on a cached menu (the page is the same for everyone, the clock is not): asked of /api/cart. */
export function LiveShopStatus() {
  const brief = useCartBrief(useRouteMode());
  return brief === null ? null : <ShopStatusBanner status={brief.status} />;
}

/** The phone's cart bar on a cached menu. */
export function LiveCartBar() {
  const brief = useCartBrief(useRouteMode());
  return brief === null ? null : <CartBar count={brief.count} itemsMinor={brief.itemsMinor} />;
}

/** The delivery area picker on the cached delivery menu (none on the pickup menu). */
export function RouteZonePicker({ chooseZone }: { chooseZone: FormAction }) {
  return useRouteMode() === 'delivery' ? <ZonePicker chooseZone={chooseZone} /> : null;
}
