import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatPhone } from '@/lib/checkout/phone-format';
import type { Locale } from '@/lib/i18n/routing';
import { fillNotice, noticeBlocks, type NoticeBlock, type NoticePlaceholder } from '@/lib/privacy/notice-text';
import { noticeTemplate } from '@/lib/privacy/notice-template';
import { readPrivacySettings } from '@/lib/privacy/settings';
import { readSellerIdentity } from '@/lib/settings/seller';

export interface PrivacyNotice {
  /** Staff's own text (true) or the template (false). */
  custom: boolean;
  blocks: NoticeBlock[];
  /** When the settings row last changed; null before anyone saved it. */
  updatedAt: Date | null;
}

/** The values the notice's placeholders take: the seller identity (its phone as the footer writes it) and the retention period in words. */
export async function noticeValues(locale: Locale): Promise<Record<NoticePlaceholder, string>> {
  const [seller, settings, t] = await Promise.all([
    readSellerIdentity(),
    readPrivacySettings(),
    getTranslations({ locale, namespace: 'Privacy.notice' }),
  ]);
  return {
    shopName: seller.shopName,
    legalName: seller.legalName,
    address: seller.address,
    phone: formatPhone(seller.phone, locale),
    email: seller.email,
    taxOffice: seller.taxOffice,
    taxNumber: seller.taxNumber,
    mersisNumber: seller.mersisNumber,
    retention: t('retention', { months: settings.retentionMonths }),
  };
}

/** Renders a notice text (staff's draft or a stored one) in a language, as the page would show it. */
export async function renderNotice(text: string, locale: Locale): Promise<NoticeBlock[]> {
  return noticeBlocks(fillNotice(text, await noticeValues(locale)));
}

/** The privacy notice in a language: staff's own text when set, else the template, filled in. */
export async function readPrivacyNotice(locale: Locale): Promise<PrivacyNotice> {
  const settings = await readPrivacySettings();
  const own = settings.notice[locale];
  return { custom: own !== null, blocks: await renderNotice(own ?? noticeTemplate(locale), locale), updatedAt: settings.updatedAt };
}
