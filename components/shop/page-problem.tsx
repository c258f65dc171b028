'use client';

import type { ErrorInfo } from 'next/error';
import { useTranslations } from 'next-intl';
import styles from '@/components/shop/page-problem.module.css';
import ui from '@/components/shop/ui.module.css';
import { Link } from '@/lib/i18n/navigation';
import { posFailureOf } from '@/lib/pos/failure-digest';

/**
 * A customer page that failed, under the shop's header: plain words, "Try again" (renders the
 * page anew) and the way back to the menu. A POS failure is told apart by the digest every
 * PosError carries (lib/pos/failure-digest.ts); customers are not told which system failed
 * beyond "the restaurant's ordering system".
 */
export function ShopError({ error, retry }: ErrorInfo) {
  const t = useTranslations('Shop.problem');
  const pos = posFailureOf(error) !== null;
  return (
    <section className={styles.problem} aria-labelledby="shop-problem-title">
      <h1 id="shop-problem-title">{pos ? t('posTitle') : t('errorTitle')}</h1>
      <p>{pos ? t('posBody') : t('errorBody')}</p>
      <div className={styles.actions}>
        <button type="button" className={ui.primary} onClick={() => retry()}>
          {t('retry')}
        </button>
        <Link href="/" className={ui.secondary}>
          {t('backToMenu')}
        </Link>
      </div>
    </section>
  );
}

/** An order, product or page that does not exist, with the way back to the menu. */
export function ShopNotFound() {
  const t = useTranslations('Shop.problem');
  return (
    <section className={styles.problem} aria-labelledby="shop-problem-title">
      <h1 id="shop-problem-title">{t('notFoundTitle')}</h1>
      <p>{t('notFoundBody')}</p>
      <div className={styles.actions}>
        <Link href="/" className={ui.primary}>
          {t('backToMenu')}
        </Link>
      </div>
    </section>
  );
}
