import { connection } from 'next/server';
import { MenuView } from '@/components/menu/menu-view';
import styles from '@/components/menu/menu.module.css';
import { getMenu } from '@/lib/catalog/menu';

/**
 * The home page is the public menu (delivery prices until the storefront adds the mode switch).
 * Rendered per request so that no build ever reads the database; the menu itself comes from the
 * tag cache that syncs and staff edits refresh.
 */
export default async function HomePage() {
  await connection();
  const menu = await getMenu('delivery');
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>Sofra</h1>
        <p className={styles.tagline}>Order from our kitchen: delivery to your door, pickup at the counter, or at your table.</p>
      </header>
      <MenuView menu={menu} />
    </main>
  );
}
