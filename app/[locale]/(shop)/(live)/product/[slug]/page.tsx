import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { addToCartAction } from '@/app/[locale]/(shop)/(live)/product/[slug]/actions';
import { AllergenFactsList } from '@/components/allergens/allergen-facts';
import { ProductForm } from '@/components/product/product-form';
import styles from '@/components/product/product.module.css';
import { JsonLd } from '@/components/seo/json-ld';
import { ShopStatusBanner } from '@/components/shop/shop-status-banner';
import ui from '@/components/shop/ui.module.css';
import { Link } from '@/lib/i18n/navigation';
import { alternatesFor } from '@/lib/i18n/metadata';
import { routing } from '@/lib/i18n/routing';
import { getShopContext } from '@/lib/cart/shop-context';
import { readShopStatus } from '@/lib/checkout/shop-status';
import { getProductPage } from '@/lib/storefront/product';
import { publicShop } from '@/lib/settings/public-shop';
import { menuItemJsonLd } from '@/lib/seo/structured-data';
import { siteBaseUrl } from '@/lib/site-url';

type Props = { params: Promise<{ locale: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const { mode } = await getShopContext();
  const product = await getProductPage(slug, mode, locale);
  // Metadata reaches the browser apart from the page: an unknown dish's tab must say "not found" too.
  if (!product) notFound();
  // Shared links name the dish, with its own photo when it has one (Open Graph, X/Twitter).
  const description = product.description || undefined;
  const images = product.imageUrl ? [{ url: product.imageUrl, alt: product.name }] : undefined;
  return {
    title: product.name,
    ...(description ? { description } : {}),
    alternates: alternatesFor(locale, `/product/${product.slug}`),
    openGraph: { title: product.name, description, ...(images ? { images } : {}) },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: product.name, description, ...(images ? { images } : {}) },
  };
}

/** A product with its sizes, options and combo choices, priced for the visitor's mode, in the visitor's language. */
export default async function ProductPageRoute({ params }: Props) {
  const { locale: segment, slug } = await params;
  if (hasLocale(routing.locales, segment)) setRequestLocale(segment);
  const locale = await getLocale();
  const [t, tAllergens] = await Promise.all([getTranslations('Product'), getTranslations('Allergens')]);
  const { mode } = await getShopContext();
  const [product, status, shop] = await Promise.all([getProductPage(slug, mode, locale), readShopStatus(mode), publicShop()]);
  if (!product) notFound();
  const snoozed = product.snoozedUntil !== null && new Date(product.snoozedUntil) > new Date();
  return (
    <article>
      {product.variants.length > 0 ? <JsonLd data={menuItemJsonLd(product, shop, siteBaseUrl(), locale)} /> : null}
      <Link href="/" className={styles.back}>
        {t('back')}
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
            {product.name.trim().charAt(0).toLocaleUpperCase('tr-TR')}
          </div>
        )}
        <div>
          <h1 className={styles.title}>{product.name}</h1>
          {product.description ? <p className={styles.description}>{product.description}</p> : null}
          <section className={styles.allergens} aria-labelledby="allergens-heading">
            <h2 id="allergens-heading" className={styles.allergensTitle}>
              {tAllergens('summary')}
            </h2>
            <AllergenFactsList allergens={product.allergens} tags={product.dietaryTags} sayNone />
          </section>
          {snoozed ? (
            <p className={ui.notice}>{t('snoozed', { name: product.name })}</p>
          ) : product.variants.length === 0 ? (
            <p className={ui.notice}>{t('notInMode', { name: product.name, mode })}</p>
          ) : (
            <ProductForm product={product} status={status} addToCart={addToCartAction} />
          )}
        </div>
      </div>
    </article>
  );
}
