/**
 * What the staff forms' schemas need to speak the staff member's language (docs/decisions/220):
 * the catalogue, and the language amounts are typed in. No server imports: the forms' modules
 * also give client components their field names and limits.
 */
import type { getTranslations } from 'next-intl/server';
import { intlLocale, type Locale } from '@/lib/i18n/routing';

/** A translator over the whole catalogue (keys with their namespace), as getTranslations() returns it. */
export type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;

export interface FormWords {
  t: Translate;
  /** The staff member's language: money is typed as it is shown to them ("1.234,50" in Turkish, "1,234.50" in English). */
  locale: Locale;
}

/** The Intl tag amounts are read and written in for these words. */
export function moneyLocale(words: FormWords): string {
  return intlLocale(words.locale);
}
