import Link from 'next/link';
import { chooseModeAction, leaveTableAction } from '@/app/(shop)/actions';
import { ModeSwitch } from '@/components/shop/mode-switch';
import styles from '@/components/shop/shop.module.css';
import { getShopContext } from '@/lib/storefront/context';

/** The shop's header on every customer page: name, the mode (or the table), and the cart with its count. */
export async function ShopHeader() {
  const context = await getShopContext();
  const count = (context.cart?.lines ?? []).reduce((sum, line) => sum + line.quantity, 0);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href="/" className={styles.brand}>
          Sofra
        </Link>
        <Link href="/cart" className={styles.cartLink}>
          <span>Cart</span>{' '}
          <span className={styles.count}>
            {count}
            <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
          </span>
        </Link>
      </div>
      <ModeSwitch mode={context.mode} table={context.table} chooseMode={chooseModeAction} leaveTable={leaveTableAction} />
    </header>
  );
}
