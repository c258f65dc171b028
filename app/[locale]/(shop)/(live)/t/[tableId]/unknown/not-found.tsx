import { useTranslations } from 'next-intl';
import ui from '@/components/shop/ui.module.css';
import { Link } from '@/lib/i18n/navigation';

/** A table link the restaurant's POS does not know: the visitor is no longer at any table (see the route), and what to do instead. */
export default function TableNotFound() {
  const t = useTranslations('Shop.tableNotFound');
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/" className={ui.primary}>
        {t('seeMenu')}
      </Link>
    </section>
  );
}
