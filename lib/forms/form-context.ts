import type { Locale } from '@/lib/i18n/routing';

/**
 * What a form's schema may depend on in the request (decision 210): the visitor's or staff
 * member's language, in which amounts are typed ("1.234,50" in Turkish, "1,234.50" in English).
 * staffAction passes it to a schema given as a function; tests build it as `{ locale: 'tr' }`.
 */
export interface FormContext {
  locale: Locale;
}
