import 'server-only';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { DEFAULT_RETENTION_MONTHS } from '@/lib/privacy/retention-range';

/**
 * The privacy settings (one row, id 1): how long an order's personal data is kept, and the
 * restaurant's own privacy notice per language when staff wrote one (docs/decisions/240, 241).
 */

export interface PrivacySettings {
  retentionMonths: number;
  /** Staff's own notice per language; null: the template (lib/privacy/notice-template.ts). */
  notice: Record<Locale, string | null>;
  updatedAt: Date | null;
}

/** The settings as stored, or the defaults before anyone saved them. */
export async function readPrivacySettings(): Promise<PrivacySettings> {
  const row = await getDb().privacySettings.findUnique({ where: { id: 1 } });
  return {
    retentionMonths: row?.retentionMonths ?? DEFAULT_RETENTION_MONTHS,
    notice: { tr: blankAsNull(row?.noticeTr), en: blankAsNull(row?.noticeEn) },
    updatedAt: row?.updatedAt ?? null,
  };
}

/** Saves the retention period in months. */
export async function saveRetentionMonths(months: number): Promise<void> {
  await getDb().privacySettings.upsert({
    where: { id: 1 },
    create: { id: 1, retentionMonths: months },
    update: { retentionMonths: months },
  });
}

/** Saves staff's own notice in one language; null (or blank) goes back to the template. */
export async function saveNoticeText(locale: Locale, text: string | null): Promise<void> {
  const value = blankAsNull(text);
  const data = locale === 'tr' ? { noticeTr: value } : { noticeEn: value };
  await getDb().privacySettings.upsert({ where: { id: 1 }, create: { id: 1, ...data }, update: data });
}

/** The moment before which an order's personal data is no longer kept. Calendar months, so "24" is two years to the day. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

function blankAsNull(text: string | null | undefined): string | null {
  return text === null || text === undefined || text.trim() === '' ? null : text;
}
