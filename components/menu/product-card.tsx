import { getImageProps } from 'next/image';
import { useLocale, useTranslations } from 'next-intl';
import { AllergenFactsList } from '@/components/allergens/allergen-facts';
import styles from '@/components/menu/menu.module.css';
import type { MenuProduct } from '@/lib/catalog/menu';
import { useMoney } from '@/components/i18n/use-money';
import { localePath } from '@/lib/i18n/routing';

/** One product on the public menu: name (the link to its page), description, dietary tags and allergens, price from the cheapest variant, photo, sold out. */
export function ProductCard({ product }: { product: MenuProduct }) {
  const t = useTranslations('Menu');
  const locale = useLocale();
  const money = useMoney();
  const varies = new Set(product.variants.map((v) => v.priceMinor)).size > 1;
  const price = money(product.fromPriceMinor);
  return (
    <article className={`${styles.card} ${product.soldOut ? styles.soldOut : ''}`} aria-labelledby={`product-${product.id}`}>
      <div className={styles.body}>
        <h3 id={`product-${product.id}`} className={styles.name}>
          {/* A plain link: a menu's dozens of dishes hydrate and prefetch nothing (docs/decisions/302). */}
          <a href={localePath(locale, `/product/${product.slug}`)} className={styles.link}>
            {product.name}
          </a>
        </h3>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <AllergenFactsList allergens={product.allergens} tags={product.dietaryTags} />
        <p className={styles.price}>
          {varies ? <span>{t.rich('fromPrice', { price, from: (words) => <span className={styles.from}>{words}</span> })}</span> : price}
          {product.soldOut ? <span className={styles.badge}>{t('soldOut')}</span> : null}
        </p>
      </div>
      <div className={styles.media}>
        {product.imageUrl ? (
          // Next's optimised sizes as a plain <img> written on the server: the menu ships no image component to the browser (docs/decisions/270).
          // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps carries the alt text
          <img
            {...getImageProps({
              src: product.imageUrl,
              alt: product.name,
              fill: true,
              sizes: '(min-width: 30rem) 120px, 104px',
              className: styles.image,
            }).props}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {product.name.trim().charAt(0).toLocaleUpperCase('tr-TR')}
          </div>
        )}
      </div>
    </article>
  );
}
