'use client';

import { useParams } from 'next/navigation';
import { CartBar, type CartBarLabels } from '@/components/shop/cart-bar';
import { useCartBrief } from '@/components/shop/cart-brief';
import { CartCount } from '@/components/shop/cart-count';
import { StatusBanner, type StatusBannerWords } from '@/components/shop/status-banner';
import { ModeSwitch, type ModeActions, type ModeWords } from '@/components/shop/mode-switch';
import { ZonePicker, type ZonePickerWords } from '@/components/shop/zone-picker';
import type { FormAction } from '@/lib/forms';

/**
 * The cached menu's route: its mode (/menu/[mode], served at /) and its language. The cached menu
 * formats no messages in the browser: its live parts take their words from the server, fixed ones
 * as props and counted ones from /api/cart in this language (docs/decisions/270).
 */
function useRoute(): { mode: 'delivery' | 'pickup'; locale: string } {
  const { mode, locale } = useParams<{ mode?: string; locale?: string }>();
  return { mode: mode === 'pickup' ? 'pickup' : 'delivery', locale: locale ?? '' };
}

/** The cart in brief for the cached menu's live parts: one request however many ask (cart-brief.ts). */
function useRouteBrief() {
  const { mode, locale } = useRoute();
  return useCartBrief(mode, locale);
}

/** The Delivery / Pickup switch of a cached menu, set to the mode the page is priced for. */
export function RouteModeSwitch({ words, chooseMode, leaveTable }: ModeActions & { words: ModeWords }) {
  return <ModeSwitch mode={useRoute().mode} table={null} words={words} chooseMode={chooseMode} leaveTable={leaveTable} reloadAfterChange />;
}

/** The cart's count on a cached menu: asked of /api/cart once the page has loaded, and again when the mode changes. */
export function LiveCartCount() {
  const brief = useRouteBrief();
  return brief === null ? null : <CartCount count={brief.count} word={brief.words.itemWord} />;
}

/** The shop's status on a cached menu (the page is the same for everyone, the clock is not): asked of /api/cart. */
export function LiveShopStatus({ words }: { words: StatusBannerWords }) {
  const brief = useRouteBrief();
  return brief === null ? null : <StatusBanner status={brief.status} words={words} />;
}

/** The phone's cart bar on a cached menu. */
export function LiveCartBar({ labels }: { labels: CartBarLabels }) {
  const brief = useRouteBrief();
  return brief === null ? null : <CartBar count={brief.count} words={brief.words} labels={labels} />;
}

/** The delivery area picker on the cached delivery menu (none on the pickup menu). */
export function RouteZonePicker({ chooseZone, words }: { chooseZone: FormAction; words: ZonePickerWords }) {
  const { mode, locale } = useRoute();
  return mode === 'delivery' ? <ZonePicker chooseZone={chooseZone} words={words} locale={locale} /> : null;
}
