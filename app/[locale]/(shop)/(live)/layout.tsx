import { chooseModeAction, leaveTableAction } from '@/app/[locale]/(shop)/actions';
import { ShopCartBar } from '@/components/shop/shop-cart-bar';
import { ShopHeader } from '@/components/shop/shop-header';
import { SellerFooter } from '@/components/shop/seller-footer';
import styles from '@/components/shop/shop.module.css';

/** Customer pages: the header with the mode and the cart above each page, the phone's cart bar below. */
export default function ShopLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <ShopHeader chooseMode={chooseModeAction} leaveTable={leaveTableAction} />
      <main className={styles.main}>{children}</main>
      <SellerFooter />
      <ShopCartBar />
    </>
  );
}
