import { useTranslations } from 'next-intl';
import styles from '@/components/shop/shop.module.css';
import ui from '@/components/shop/ui.module.css';
import type { ShopStatus } from '@/lib/checkout/shop-status';

/**
 * Says at once, at the top of the menu, a product, the cart and checkout, that the shop is not
 * taking orders: the staff's pause message, or when it opens next (docs/decisions/141).
 */
export function ShopStatusBanner({ status }: { status: ShopStatus }) {
  const t = useTranslations('Shop.status');
  if (status.open) return null;
  return (
    <section aria-label={t('label')} className={`${ui.warning} ${styles.statusBanner}`}>
      <p>
        {status.reason === 'paused' ? <strong>{t('paused')} </strong> : null}
        {status.message}
      </p>
    </section>
  );
}
