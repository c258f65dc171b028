import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HeaderFrame } from '@/components/shop/header-frame';
import { ShopNotFound } from '@/components/shop/page-problem';
import styles from '@/components/shop/shop.module.css';

// Next adds the noindex robots tag to every 404 by itself.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Shop.problem');
  return { title: t('notFoundMeta') };
}

/**
 * An address no route matches. It renders in the root layout only, so it brings a plain header of
 * its own: the shop's header reads the visitor's cart, and a wrong address should cost nothing.
 */
export default function NotFound() {
  return (
    <>
      <HeaderFrame />
      <main className={styles.main}>
        <ShopNotFound />
      </main>
    </>
  );
}
