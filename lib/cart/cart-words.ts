/**
 * The words of the cart's count and of the phone's cart bar, for a cart of `count` items worth
 * `itemsMinor`. Written on the server in the visitor's language, so that the browser needs no
 * message formatting of its own: the per-visitor pages render them, /api/cart sends them to the
 * cached menu with the count (docs/decisions/270).
 */
import { getTranslations } from 'next-intl/server';
import { moneyIn } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/routing';

export interface CartWords {
  /** "ürün" / "items": after the count in the header's cart link, for screen readers. */
  itemWord: string;
  /** "3 ürün" / "3 items". */
  items: string;
  /** The cart bar link's accessible name: "Sepetiniz: 3 ürün, ₺490,00". */
  link: string;
  /** What the items come to, as money: "₺490,00". */
  total: string;
}

/** The cart's words in `locale`. */
export async function cartWords(locale: Locale, count: number, itemsMinor: number): Promise<CartWords> {
  const t = await getTranslations({ locale, namespace: 'Shop' });
  const total = moneyIn(locale)(itemsMinor);
  return { itemWord: t('itemWord', { count }), items: t('itemCount', { count }), link: t('cartBar.link', { count, total }), total };
}
