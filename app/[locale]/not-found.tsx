import type { Metadata } from 'next';
import { HeaderFrame } from '@/components/shop/header-frame';
import { ShopNotFound } from '@/components/shop/page-problem';
import { SellerFooter } from '@/components/shop/seller-footer';
import styles from '@/components/shop/shop.module.css';
import { publicSeller } from '@/lib/settings/public-shop';

// Next adds the noindex robots tag to every 404 by itself. A not-found file takes static metadata
// only (Next does not call its generateMetadata, nor tell it the language), so the title says it in
// both languages, as app/not-found.tsx does; the page itself speaks the visitor's language.
export const metadata: Metadata = { title: 'Sayfa bulunamadı · Page not found' };

/**
 * An address no route matches. It renders in the root layout only, so it brings a plain header of
 * its own: the shop's header reads the visitor's cart, and a wrong address should cost no more than
 * the cached seller identity.
 */
export default async function NotFound() {
  return (
    <>
      <HeaderFrame shop={await publicSeller()} />
      <main className={styles.main}>
        <ShopNotFound />
      </main>
      <SellerFooter />
    </>
  );
}
