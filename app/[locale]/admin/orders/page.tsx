import { getTranslations } from 'next-intl/server';
import { OrderFilters } from '@/components/admin/orders/order-filters';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OrdersTable } from '@/components/admin/orders/orders-table';
import { staffPageMetadata } from '@/components/admin/shell/page-metadata';
import { requireStaff } from '@/lib/auth/session';
import { listWebOrders, orderFilterQuery, parseOrderFilter, type OrderListPage } from '@/lib/admin-orders/list';
import { Link } from '@/lib/i18n/navigation';
import { countUpcomingScheduled } from '@/lib/orders/scheduled';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';
import { formTranslator } from '@/lib/forms/read-form';

export const generateMetadata = staffPageMetadata('AdminOrders.title', '/admin/orders');

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The web orders, newest first, filtered by state, mode and day (in the restaurant's zone). */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const t = await getTranslations('AdminOrders');
  const timeZone = restaurantTimeZone();
  const parsed = parseOrderFilter(await searchParams, await formTranslator());
  const [list, scheduled]: [OrderListPage | null, number] = await Promise.all([
    parsed.ok ? listWebOrders(parsed.filter, timeZone) : null,
    countUpcomingScheduled(),
  ]);
  const pageHref = (page: number) => {
    const query = parsed.ok ? orderFilterQuery(parsed.filter, page) : '';
    return query ? `/admin/orders?${query}` : '/admin/orders';
  };

  return (
    <>
      <h1 className={ui.title}>{t('title')}</h1>
      <p className={ui.lead}>{t('lead', { timeZone })}</p>
      <p>
        <Link href="/admin/orders/scheduled">{t('scheduledLink', { count: scheduled })}</Link>
      </p>
      <OrderFilters values={parsed.values} fieldErrors={parsed.ok ? undefined : parsed.fieldErrors} />
      <div aria-live="polite">
        {list ? (
          <p>
            {t.rich('count', {
              total: list.total,
              page: list.page,
              pageCount: list.pageCount,
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
        ) : (
          <p role="alert">{t('checkFilters')}</p>
        )}
      </div>
      {list && list.rows.length > 0 ? (
        <>
          <OrdersTable rows={list.rows} caption={t('caption')} />
          {list.pageCount > 1 ? (
            <nav className={styles.pager} aria-label={t('pages')}>
              {list.page > 1 ? <Link href={pageHref(list.page - 1)}>{t('newer')}</Link> : null}
              <span>{t('pageOf', { page: list.page, pageCount: list.pageCount })}</span>
              {list.page < list.pageCount ? <Link href={pageHref(list.page + 1)}>{t('older')}</Link> : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
