import type { Metadata } from 'next';
import Link from 'next/link';
import { OrderFilters } from '@/components/admin/orders/order-filters';
import styles from '@/components/admin/orders/orders.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { OrdersTable } from '@/components/admin/orders/orders-table';
import { requireStaff } from '@/lib/auth/session';
import { listWebOrders, orderFilterQuery, parseOrderFilter, type OrderListPage } from '@/lib/admin-orders/list';
import { readShopSettings } from '@/lib/settings/shop';
import { restaurantTimeZone } from '@/lib/settings/restaurant-time-zone';

export const metadata: Metadata = { title: 'Orders' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The web orders, newest first, filtered by state, mode and day (in the restaurant's zone). */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const timeZone = restaurantTimeZone();
  const parsed = parseOrderFilter(await searchParams);
  const settings = await readShopSettings();
  const format = { currency: settings.currency, locale: settings.locale };
  const list: OrderListPage | null = parsed.ok ? await listWebOrders(parsed.filter, timeZone) : null;
  const pageHref = (page: number) => {
    const query = parsed.ok ? orderFilterQuery(parsed.filter, page) : '';
    return query ? `/admin/orders?${query}` : '/admin/orders';
  };

  return (
    <>
      <h1 className={ui.title}>Orders</h1>
      <p className={ui.lead}>Orders placed on the website, newest first. Times are in the restaurant&apos;s time zone ({timeZone}).</p>
      <OrderFilters values={parsed.values} fieldErrors={parsed.ok ? undefined : parsed.fieldErrors} />
      <div aria-live="polite">
        {list ? (
          <p>
            <strong>{list.total}</strong> {list.total === 1 ? 'order' : 'orders'}
            {list.pageCount > 1 ? ` (page ${list.page} of ${list.pageCount})` : ''}.
          </p>
        ) : (
          <p role="alert">Check the highlighted filters.</p>
        )}
      </div>
      {list && list.rows.length > 0 ? (
        <>
          <OrdersTable rows={list.rows} timeZone={timeZone} format={format} caption="Web orders" />
          {list.pageCount > 1 ? (
            <nav className={styles.pager} aria-label="Pages">
              {list.page > 1 ? <Link href={pageHref(list.page - 1)}>Newer orders</Link> : null}
              <span>
                Page {list.page} of {list.pageCount}
              </span>
              {list.page < list.pageCount ? <Link href={pageHref(list.page + 1)}>Older orders</Link> : null}
            </nav>
          ) : null}
        </>
      ) : null}
    </>
  );
}
