'use client';

import { useTranslations } from 'next-intl';
import styles from '@/components/shop/shop.module.css';
import { useMoney } from '@/components/i18n/use-money';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** Pages that show the cart themselves, or an order: no bar there (the path without its language prefix). */
const WITHOUT_BAR = /^\/(cart|checkout|orders)(\/|$)/;

/**
 * The phone's floating cart bar: how many items and what they come to, always in sight at the
 * bottom of the screen, so an item added far down a long page shows at once (issue 13, item 10).
 * Wider screens have the header's cart link in view and do without (the CSS hides it).
 */
export function CartBar({ count, itemsMinor }: { count: number; itemsMinor: number }) {
  const pathname = usePathname();
  const t = useTranslations('Shop');
  const money = useMoney();
  if (count === 0 || WITHOUT_BAR.test(pathname)) return null;
  return (
    <nav aria-label={t('cartBar.label')} className={styles.cartBar}>
      {/* Its own name: the header's link is "Cart …" and an added line's link "View cart". */}
      <Link href="/cart" className={styles.cartBarLink} aria-label={t('cartBar.link', { count, total: money(itemsMinor) })}>
        <span className={styles.cartBarCount}>{t('itemCount', { count })}</span>
        <span className={styles.cartBarTotal}>{money(itemsMinor)}</span>
        <span className={styles.cartBarAction}>{t('cartBar.view')}</span>
      </Link>
    </nav>
  );
}
