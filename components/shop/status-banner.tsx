import styles from '@/components/shop/shop.module.css';
import ui from '@/components/shop/ui.module.css';
import type { ShopStatus } from '@/lib/checkout/shop-status';

/** The status banner's own words (the status brings its message). */
export interface StatusBannerWords {
  label: string;
  paused: string;
}

/**
 * The banner itself, with its words given: the cached menu draws it in the browser from
 * /api/cart, which formats no messages there (docs/decisions/270); ShopStatusBanner writes the
 * words on the server.
 */
export function StatusBanner({ status, words }: { status: ShopStatus; words: StatusBannerWords }) {
  if (status.open) return null;
  return (
    <section aria-label={words.label} className={`${ui.warning} ${styles.statusBanner}`}>
      <p>
        {status.reason === 'paused' ? <strong>{words.paused} </strong> : null}
        {status.message}
      </p>
    </section>
  );
}
