import styles from '@/components/shop/shop.module.css';

/**
 * The number of items in the cart, as the header's cart link shows it ("Sepetim 3 ürün" to a
 * screen reader). Its word comes written (lib/cart/cart-words.ts): the cached menu's count is
 * drawn in the browser, which formats no messages (docs/decisions/270).
 */
export function CartCount({ count, word }: { count: number; word: string }) {
  return (
    <span className={styles.count}>
      {count}
      <span className="visually-hidden"> {word}</span>
    </span>
  );
}
