import Image from 'next/image';
import Link from 'next/link';
import styles from '@/components/menu/menu.module.css';
import type { MenuProduct } from '@/lib/catalog/menu';
import { formatMoney } from '@/lib/money';

/** One product on the public menu: name (the link to its page), description, price from the cheapest variant, photo, sold out. */
export function ProductCard({ product }: { product: MenuProduct }) {
  const varies = new Set(product.variants.map((v) => v.priceMinor)).size > 1;
  return (
    <article className={`${styles.card} ${product.soldOut ? styles.soldOut : ''}`} aria-labelledby={`product-${product.id}`}>
      <div className={styles.body}>
        <h3 id={`product-${product.id}`} className={styles.name}>
          <Link href={`/product/${product.slug}`} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <p className={styles.price}>
          {varies ? <span className={styles.from}>from</span> : null}
          <span>{formatMoney(product.fromPriceMinor)}</span>
          {product.soldOut ? <span className={styles.badge}>Sold out</span> : null}
        </p>
      </div>
      <div className={styles.media}>
        {product.imageUrl ? (
          <Image src={product.imageUrl} alt={product.name} fill sizes="(min-width: 30rem) 120px, 104px" className={styles.image} />
        ) : (
          <div className={styles.placeholder} aria-hidden="true">
            {product.name.trim().charAt(0).toLocaleUpperCase('tr')}
          </div>
        )}
      </div>
    </article>
  );
}
