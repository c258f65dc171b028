'use client';

import type { ErrorInfo } from 'next/error';
import Link from 'next/link';
import styles from '@/components/shop/page-problem.module.css';
import ui from '@/components/shop/ui.module.css';
import { posFailureOf } from '@/lib/pos/failure-digest';

/**
 * A customer page that failed, under the shop's header: plain words, "Try again" (renders the
 * page anew) and the way back to the menu. A POS failure is told apart by the digest every
 * PosError carries (lib/pos/failure-digest.ts); customers are not told which system failed
 * beyond "the restaurant's ordering system".
 */
export function ShopError({ error, retry }: ErrorInfo) {
  const pos = posFailureOf(error) !== null;
  return (
    <section className={styles.problem} aria-labelledby="shop-problem-title">
      <h1 id="shop-problem-title">{pos ? 'We can’t reach the restaurant right now' : 'Something went wrong'}</h1>
      <p>
        {pos
          ? 'The restaurant’s ordering system did not answer, so this page cannot be shown just now. Please try again in a minute.'
          : 'This page could not be shown. Please try again in a moment.'}
      </p>
      <div className={styles.actions}>
        <button type="button" className={ui.primary} onClick={() => retry()}>
          Try again
        </button>
        <Link href="/" className={ui.secondary}>
          Back to the menu
        </Link>
      </div>
    </section>
  );
}

/** An order, product or page that does not exist, with the way back to the menu. */
export function ShopNotFound() {
  return (
    <section className={styles.problem} aria-labelledby="shop-problem-title">
      <h1 id="shop-problem-title">We couldn’t find this page</h1>
      <p>The link may be old or mistyped. Everything the restaurant offers right now is on the menu.</p>
      <div className={styles.actions}>
        <Link href="/" className={ui.primary}>
          Back to the menu
        </Link>
      </div>
    </section>
  );
}
