/**
 * The fixed words of the shop's client components, written on the server in the visitor's
 * language and handed down as props: the cached menu's browser code formats no messages and
 * carries no catalogue (docs/decisions/270). Counted words come from /api/cart (lib/cart/cart-words.ts).
 */
import { getLocale, getTranslations } from 'next-intl/server';
import type { CartBarLabels } from '@/components/shop/cart-bar';
import type { ModeWords } from '@/components/shop/mode-switch';
import type { ProblemWords } from '@/components/shop/page-problem';
import type { ZonePickerWords } from '@/components/shop/zone-picker';
import type { TableInfo } from '@/lib/cart/shop-context';
import { localePath } from '@/lib/i18n/routing';

/** The mode switch's words (the table's name when at one). */
export async function modeWords(table: TableInfo | null): Promise<ModeWords> {
  const t = await getTranslations('Shop.mode');
  return {
    legend: t('legend'),
    delivery: t('delivery'),
    pickup: t('pickup'),
    apply: t('apply'),
    leaveTable: t('leaveTable'),
    table: table ? t('table', { name: table.name, area: table.areaName }) : null,
  };
}

/** The cart bar's fixed words and the cart's address in the visitor's language. */
export async function cartBarLabels(): Promise<CartBarLabels> {
  const [t, locale] = await Promise.all([getTranslations('Shop.cartBar'), getLocale()]);
  return { label: t('label'), view: t('view'), href: localePath(locale, '/cart') };
}

/** The delivery area picker's fixed words. */
export async function zonePickerWords(): Promise<ZonePickerWords> {
  const t = await getTranslations('Shop.zone');
  return {
    title: t('title'),
    lead: t('lead'),
    city: t('city'),
    district: t('district'),
    neighbourhood: t('neighbourhood'),
    anyNeighbourhood: t('anyNeighbourhood'),
    save: t('save'),
    useLocation: t('useLocation'),
    locating: t('locating'),
    locationFailed: t('locationFailed'),
    change: t('change'),
    outside: t('outside'),
  };
}

/** The error page's words (components/shop/page-problem.tsx). */
export async function problemWords(): Promise<ProblemWords> {
  const [t, locale] = await Promise.all([getTranslations('Shop.problem'), getLocale()]);
  return {
    posTitle: t('posTitle'),
    posBody: t('posBody'),
    errorTitle: t('errorTitle'),
    errorBody: t('errorBody'),
    retry: t('retry'),
    backToMenu: t('backToMenu'),
    menuHref: localePath(locale, '/'),
  };
}
