'use client';

import { setMoneyFormat, type MoneyFormat } from '@/lib/money';

/**
 * Tells the browser's formatMoney the shop's currency and locale (docs/decisions/124). It sits
 * first in the body, so it renders before every component that shows a price; it renders nothing.
 */
export function ShopMoneyFormat({ format }: { format: MoneyFormat }) {
  setMoneyFormat(format);
  return null;
}
