/**
 * The seller identity's missing fields as staff read them: "Ticari unvan, Adres ve MERSİS numarası"
 * (the settings form's own labels, joined as the staff member's language joins a list).
 */
import { intlLocale, type Locale } from '@/lib/i18n/routing';
import type { getTranslations } from 'next-intl/server';
import type { RequiredSellerField } from '@/lib/settings/seller';

/** A translator over the whole catalogue (keys with their namespace), as getTranslations() returns it. */
type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;

/** The fields' labels in the staff member's language, joined into one list. */
export function sellerFieldList(fields: readonly RequiredSellerField[], t: Translate, locale: Locale): string {
  const labels = fields.map((field) => t(`AdminSettings.seller.${field}`));
  return new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(labels);
}
