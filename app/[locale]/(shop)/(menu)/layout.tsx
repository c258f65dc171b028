import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { chooseModeAction, chooseZoneAction, leaveTableAction } from '@/app/[locale]/(shop)/actions';
import { LiveCartBar, RouteZonePicker } from '@/components/shop/live-header';
import { CachedMenuHeader } from '@/components/shop/shop-header';
import { SellerFooter } from '@/components/shop/seller-footer';
import styles from '@/components/shop/shop.module.css';
import { routing } from '@/lib/i18n/routing';

/** The cached menus' frame: the same for every visitor, so that the page can be rendered once (the cart bar fills in in the browser). */
export default async function CachedMenuLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  return (
    <>
      <CachedMenuHeader chooseMode={chooseModeAction} leaveTable={leaveTableAction} />
      <main className={styles.main}>
        <RouteZonePicker chooseZone={chooseZoneAction} />
        {children}
      </main>
      <SellerFooter />
      <LiveCartBar />
    </>
  );
}
