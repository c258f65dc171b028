import { chooseModeAction, leaveTableAction } from '@/app/(shop)/actions';
import { LiveCartBar } from '@/components/shop/live-header';
import { CachedMenuHeader } from '@/components/shop/shop-header';
import styles from '@/components/shop/shop.module.css';

/** The cached menus' frame: the same for every visitor, so that the page can be rendered once (the cart bar fills in in the browser). */
export default function CachedMenuLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <CachedMenuHeader chooseMode={chooseModeAction} leaveTable={leaveTableAction} />
      <main className={styles.main}>{children}</main>
      <LiveCartBar />
    </>
  );
}
