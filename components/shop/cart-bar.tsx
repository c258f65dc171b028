'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from '@/components/shop/shop.module.css';
import { formatMoney } from '@/lib/money';

/** Pages that show the cart themselves, or an order: no bar there. */
const WITHOUT_BAR = /^\/(cart|checkout|orders)(\/|$)/;

/**
 * The phone's floating cart bar: how many items and what they come to, always in sight at the
 * bottom of the screen, so an item added far down a long page shows at once (issue 13, item 10).
 * Wider screens have the header's cart link in view and do without (the CSS hides it).
 */
export function CartBar({ count, itemsMinor }: { count: number; itemsMinor: number }) {
  const pathname = usePathname();
  if (count === 0 || WITHOUT_BAR.test(pathname)) return null;
  return (
    <nav aria-label="Cart bar" className={styles.cartBar}>
      {/* Its own name: the header's link is "Cart …" and an added line's link "View cart". */}
      <Link
        href="/cart"
        className={styles.cartBarLink}
        aria-label={`Your cart: ${count} ${count === 1 ? 'item' : 'items'}, ${formatMoney(itemsMinor)}`}
      >
        <span className={styles.cartBarCount}>
          {count} {count === 1 ? 'item' : 'items'}
        </span>
        <span className={styles.cartBarTotal}>{formatMoney(itemsMinor)}</span>
        <span className={styles.cartBarAction}>View cart</span>
      </Link>
    </nav>
  );
}
