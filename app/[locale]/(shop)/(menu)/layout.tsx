import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { chooseModeAction, chooseZoneAction, leaveTableAction } from '@/app/[locale]/(shop)/actions';
import { ProblemWordsProvider } from '@/components/shop/page-problem';
import { LiveCartBar, RouteZonePicker } from '@/components/shop/live-header';
import { CachedMenuHeader } from '@/components/shop/shop-header';
import { cartBarLabels, problemWords, zonePickerWords } from '@/components/shop/shop-words';
import { SellerFooter } from '@/components/shop/seller-footer';
import styles from '@/components/shop/shop.module.css';
import { routing } from '@/lib/i18n/routing';

/**
 * The cached menus' frame: the same for every visitor, so that the page can be rendered once (the
 * cart bar fills in in the browser). No NextIntlClientProvider: the menu's client components get
 * their words as props and from /api/cart, so no message formatting reaches the browser (docs/decisions/270).
 */
export default async function CachedMenuLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (hasLocale(routing.locales, locale)) setRequestLocale(locale);
  const [problem, zoneWords, cartBar] = await Promise.all([problemWords(), zonePickerWords(), cartBarLabels()]);
  return (
    <ProblemWordsProvider words={problem}>
      <CachedMenuHeader chooseMode={chooseModeAction} leaveTable={leaveTableAction} />
      <main className={styles.main}>
        <RouteZonePicker chooseZone={chooseZoneAction} words={zoneWords} />
        {children}
      </main>
      <SellerFooter />
      <LiveCartBar labels={cartBar} />
    </ProblemWordsProvider>
  );
}
