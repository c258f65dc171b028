import { MenuView } from '@/components/menu/menu-view';
import styles from '@/components/menu/menu.module.css';
import type { Menu } from '@/lib/catalog/menu';
import { modePhrase } from '@/lib/storefront/catalog-snapshot';
import type { TableInfo } from '@/lib/cart/shop-context';

/** The home page's content: the restaurant, whom the prices are for, and the menu. */
export function MenuPage({ menu, table }: { menu: Menu; table: TableInfo | null }) {
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Sofra</h1>
        <p className={styles.tagline}>Order from our kitchen: delivery to your door, pickup at the counter, or at your table.</p>
        <p className={styles.pricesFor}>
          {table ? `Ordering for Table ${table.name} · ${table.areaName}.` : `Prices ${modePhrase(menu.mode)}.`}
        </p>
      </header>
      <MenuView menu={menu} />
    </div>
  );
}
