/**
 * The staff forms' words (lib/settings/form-words.ts) for tests that parse a settings schema
 * directly, as settingsAction builds them: the catalogue of a language and that language.
 */
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { FormWords } from '@/lib/settings/form-words';

export async function formWordsIn(locale: Locale = 'en'): Promise<FormWords> {
  return { t: (await getTranslations({ locale })) as FormWords['t'], locale };
}
