'use client';

import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import styles from '@/components/shop/shop.module.css';
import type { CartWords } from '@/lib/cart/cart-words';

/** Pages that show the cart themselves, or an order: no bar there (after any language prefix). */
const WITHOUT_BAR = /^(\/[a-z]{2})?\/(cart|checkout|orders)(\/|$)/;

/** The bar's fixed words and the cart's address in the visitor's language, written on the server. */
export interface CartBarLabels {
  label: string;
  view: string;
  href: string;
}

/**
 * The phone's floating cart bar: how many items and what they come to, always in sight at the
 * bottom of the screen, so an item added far down a long page shows at once (issue 13, item 10).
 * Wider screens have the header's cart link in view and do without (the CSS hides it). Its words
 * come written (docs/decisions/270).
 */
export function CartBar({ count, words, labels }: { count: number; words: CartWords; labels: CartBarLabels }) {
  const pathname = usePathname();
  if (count === 0 || WITHOUT_BAR.test(pathname)) return null;
  return (
    <nav aria-label={labels.label} className={styles.cartBar}>
      {/* Its own name: the header's link is "Cart …" and an added line's link "View cart". */}
      <NextLink href={labels.href} className={styles.cartBarLink} aria-label={words.link}>
        <span className={styles.cartBarCount}>{words.items}</span>
        <span className={styles.cartBarTotal}>{words.total}</span>
        <span className={styles.cartBarAction}>{labels.view}</span>
      </NextLink>
    </nav>
  );
}
