import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { chooseModeAction, leaveTableAction } from '@/app/[locale]/(shop)/actions';
import { ProblemWordsProvider } from '@/components/shop/page-problem';
import { ShopCartBar } from '@/components/shop/shop-cart-bar';
import { ShopHeader } from '@/components/shop/shop-header';
import { problemWords } from '@/components/shop/shop-words';
import { SellerFooter } from '@/components/shop/seller-footer';
import styles from '@/components/shop/shop.module.css';
import { clientMessages, CUSTOMER_CLIENT_NAMESPACES } from '@/lib/i18n/messages';

/**
 * Customer pages: the header with the mode and the cart above each page, the phone's cart bar below.
 * Their client components (the product form, the cart's lines, checkout) format their own messages:
 * they get the namespaces they read, and no others (docs/decisions/270, 304).
 */
export default async function ShopLayout({ children }: { children: React.ReactNode }) {
  const [messages, problem] = await Promise.all([getMessages(), problemWords()]);
  return (
    <NextIntlClientProvider messages={clientMessages(messages, CUSTOMER_CLIENT_NAMESPACES)}>
      <ProblemWordsProvider words={problem}>
        <ShopHeader chooseMode={chooseModeAction} leaveTable={leaveTableAction} />
        <main className={styles.main}>{children}</main>
        <SellerFooter />
        <ShopCartBar />
      </ProblemWordsProvider>
    </NextIntlClientProvider>
  );
}
