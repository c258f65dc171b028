import { formatMoney } from '@/lib/money';
import { intlLocale, type Locale } from '@/lib/i18n/routing';

/**
 * Money as a visitor of `locale` reads it: `₺1.250,00` in Turkish, `₺1,250.00` in English. Server
 * components get it with `moneyIn(await getLocale())`, client components with useMoney()
 * (components/i18n/use-money.ts). Amounts stay integer minor units up to this call.
 */
export function moneyIn(locale: Locale): (minor: number) => string {
  const tag = intlLocale(locale);
  return (minor) => formatMoney(minor, { locale: tag });
}
