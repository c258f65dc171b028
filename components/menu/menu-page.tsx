import { useTranslations } from 'next-intl';
import { MenuView } from '@/components/menu/menu-view';
import styles from '@/components/menu/menu.module.css';
import type { HeaderShop } from '@/components/shop/header-frame';
import { LiveShopStatus } from '@/components/shop/live-header';
import { ShopStatusBanner, useStatusBannerWords } from '@/components/shop/shop-status-banner';
import type { ShopStatus } from '@/lib/checkout/shop-status';
import type { Menu } from '@/lib/catalog/menu';
import type { TableInfo } from '@/lib/cart/shop-context';

/**
 * The home page's content: the restaurant (by its name; the header carries its tagline), whom the prices are for, whether it takes orders now,
 * and the menu. A per-visitor page passes the shop's status; the cached menus (the same page for
 * everyone, kept while the clock moves on) have the browser ask for it.
 */
export function MenuPage({
  shop,
  menu,
  table,
  status,
}: {
  shop: Pick<HeaderShop, 'shopName'>;
  menu: Menu;
  table: TableInfo | null;
  status?: ShopStatus;
}) {
  const t = useTranslations('Menu');
  const statusWords = useStatusBannerWords();
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{shop.shopName}</h1>
        <p className={styles.tagline}>{t('tagline')}</p>
        <p className={styles.pricesFor}>
          {table ? t('orderingForTable', { name: table.name, area: table.areaName }) : t('pricesFor', { mode: menu.mode })}
        </p>
      </header>
      {status ? <ShopStatusBanner status={status} /> : <LiveShopStatus words={statusWords} />}
      <MenuView menu={menu} />
    </div>
  );
}
