import { useTranslations } from 'next-intl';
import ui from '@/components/shop/ui.module.css';
import { Link } from '@/lib/i18n/navigation';

/**
 * What the cart and checkout pages show when the cart has no lines: the page's title and the way
 * back to the menu; when the cart was emptied by placing an order (perhaps in another tab), that
 * order and the way to it first.
 */
export function EmptyCart({ title, placedOrder = null }: { title: string; placedOrder?: string | null }) {
  const t = useTranslations('Cart');
  return (
    <section>
      <h1>{title}</h1>
      {placedOrder ? (
        <>
          <p className={ui.success}>{t('placed')}</p>
          <p>
            <Link href={`/orders/${placedOrder}`} className={ui.primary}>
              {t('follow')}
            </Link>
          </p>
          <p>
            <Link href="/">{t('orderElse')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('empty')}</p>
          <Link href="/" className={ui.primary}>
            {t('browse')}
          </Link>
        </>
      )}
    </section>
  );
}
