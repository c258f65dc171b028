import { useTranslations } from 'next-intl';
import styles from '@/components/shop/shop.module.css';

/** The number of items in the cart, as the header's cart link shows it ("Sepetim 3 ürün" to a screen reader). */
export function CartCount({ count }: { count: number }) {
  const t = useTranslations('Shop');
  return (
    <span className={styles.count}>
      {count}
      <span className="visually-hidden"> {t('itemWord', { count })}</span>
    </span>
  );
}
