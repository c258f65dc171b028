import { useLocale } from 'next-intl';
import { moneyIn } from '@/lib/i18n/format';

/** formatMoney in the visitor's language, for client and synchronous server components. */
export function useMoney(): (minor: number) => string {
  return moneyIn(useLocale());
}
