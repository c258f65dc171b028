import { MenuView } from '@/components/menu/menu-view';
import styles from '@/components/menu/menu.module.css';
import { getMenu } from '@/lib/catalog/menu';
import { modePhrase } from '@/lib/storefront/catalog';
import { getShopContext } from '@/lib/storefront/context';

/**
 * The home page is the public menu, priced for the visitor's mode (delivery, pickup or their
 * table). The menu itself comes from the tag cache that syncs and staff edits refresh.
 */
export default async function HomePage() {
  const { mode, table } = await getShopContext();
  const menu = await getMenu(mode);
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Sofra</h1>
        <p className={styles.tagline}>Order from our kitchen: delivery to your door, pickup at the counter, or at your table.</p>
        <p className={styles.pricesFor}>{table ? `Ordering for Table ${table.name} · ${table.areaName}.` : `Prices ${modePhrase(mode)}.`}</p>
      </header>
      <MenuView menu={menu} />
    </div>
  );
}
