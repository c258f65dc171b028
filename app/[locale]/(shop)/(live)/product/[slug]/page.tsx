import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { addToCartAction } from '@/app/[locale]/(shop)/(live)/product/[slug]/actions';
import { ProductForm } from '@/components/product/product-form';
import styles from '@/components/product/product.module.css';
import { ShopStatusBanner } from '@/components/shop/shop-status-banner';
import ui from '@/components/shop/ui.module.css';
import { modePhrase } from '@/lib/storefront/catalog-snapshot';
import { getShopContext } from '@/lib/cart/shop-context';
import { readShopStatus } from '@/lib/checkout/shop-status';
import { getProductPage } from '@/lib/storefront/product';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const [{ mode }, locale] = await Promise.all([getShopContext(), getLocale()]);
  const product = await getProductPage(slug, mode, locale);
  return { title: product?.name ?? 'Not found' };
}

/** A product with its sizes, options and combo choices, priced for the visitor's mode. */
export default async function ProductPageRoute({ params }: Props) {
  const { slug } = await params;
  const [{ mode }, locale] = await Promise.all([getShopContext(), getLocale()]);
  const [product, status] = await Promise.all([getProductPage(slug, mode, locale), readShopStatus(mode)]);
  if (!product) notFound();
  const snoozed = product.snoozedUntil !== null && new Date(product.snoozedUntil) > new Date();
  return (
    <article>
      <Link href="/" className={styles.back}>
        ← Menu
      </Link>
      <ShopStatusBanner status={status} />
      <div className={styles.layout}>
        {product.imageUrl ? (
          <div className={styles.photo}>
            <Image
              src={product.imageUrl}
              alt={product.name}
              fill
              priority
              sizes="(min-width: 760px) 420px, 100vw"
              className={styles.image}
            />
          </div>
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {product.name.slice(0, 1)}
          </div>
        )}
        <div>
          <h1 className={styles.title}>{product.name}</h1>
          {product.description ? <p className={styles.description}>{product.description}</p> : null}
          {snoozed ? (
            <p className={ui.notice}>{product.name} is not available right now. Please check again later.</p>
          ) : product.variants.length === 0 ? (
            <p className={ui.notice}>
              {product.name} is not available {modePhrase(mode)}. Choose another way to get your order above, or pick something else.
            </p>
          ) : (
            <ProductForm product={product} status={status} addToCart={addToCartAction} />
          )}
        </div>
      </div>
    </article>
  );
}
