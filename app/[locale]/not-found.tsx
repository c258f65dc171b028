import { HeaderFrame } from '@/components/shop/header-frame';
import { ShopNotFound } from '@/components/shop/shop-not-found';
import { SellerFooter } from '@/components/shop/seller-footer';
import styles from '@/components/shop/shop.module.css';
import { notFoundMetadata } from '@/lib/i18n/metadata';
import { publicSeller } from '@/lib/settings/public-shop';

// Next adds the noindex robots tag to every 404 by itself; the title says "page not found" in the
// visitor's language (Next hands a not-found file's generateMetadata its segment's params).
export const generateMetadata = ({ params }: { params: Promise<{ locale?: string }> }) => notFoundMetadata(params);

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
