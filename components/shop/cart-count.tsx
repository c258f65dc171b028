import styles from '@/components/shop/shop.module.css';

/** The number of items in the cart, as the header's cart link shows it ("Cart 3 items" to a screen reader). */
export function CartCount({ count }: { count: number }) {
  return (
    <span className={styles.count}>
      {count}
      <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
    </span>
  );
}
