import { chooseModeAction, leaveTableAction } from '@/app/(shop)/actions';
import { CachedMenuHeader } from '@/components/shop/shop-header';
import styles from '@/components/shop/shop.module.css';

/** The cached menus' frame: the same for every visitor, so that the page can be rendered once. */
export default function CachedMenuLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <CachedMenuHeader chooseMode={chooseModeAction} leaveTable={leaveTableAction} />
      <main className={styles.main}>{children}</main>
    </>
  );
}
