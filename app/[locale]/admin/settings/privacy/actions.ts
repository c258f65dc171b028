'use server';

import { getTranslations } from 'next-intl/server';
import { refresh } from 'next/cache';
import { eraseCustomer } from '@/lib/privacy/erasure';
import { noticeTemplate } from '@/lib/privacy/notice-template';
import { erasureSchema, noticeResetSchema, noticeSchema, retentionSchema } from '@/lib/privacy/privacy-form';
import { saveNoticeText, saveRetentionMonths } from '@/lib/privacy/settings';
import { staffAction } from '@/lib/forms/staff-action';

// KVKK settings and erasure are the owner's (the data controller's) decisions: the default role of staffAction.

/** Saves the retention period. */
export const saveRetention = staffAction(retentionSchema, async ({ retentionMonths }) => {
  const t = await getTranslations();
  await saveRetentionMonths(retentionMonths);
  return t('AdminPrivacy.retention.saved', { months: retentionMonths });
});

/** Saves staff's own notice in one language; the template's own text (or nothing) stores "use the template". */
export const saveNotice = staffAction(noticeSchema, async ({ locale, text }) => {
  const t = await getTranslations();
  const sameAsTemplate = text.trim() === noticeTemplate(locale).trim();
  await saveNoticeText(locale, sameAsTemplate ? null : text);
  refresh();
  return t(sameAsTemplate || text.trim() === '' ? 'AdminPrivacy.notice.savedTemplate' : 'AdminPrivacy.notice.saved');
});

/** Drops staff's own notice in one language: the template is shown again. */
export const resetNotice = staffAction(noticeResetSchema, async ({ locale }) => {
  const t = await getTranslations();
  await saveNoticeText(locale, null);
  refresh();
  return t('AdminPrivacy.notice.resetDone');
});

/** Erases a customer's personal data by phone and records it (docs/decisions/243). */
export const eraseCustomerData = staffAction(erasureSchema, async ({ phone }, { staff }) => {
  const t = await getTranslations();
  const done = await eraseCustomer(phone, { id: staff.id, name: staff.name });
  refresh();
  return t('AdminPrivacy.erasure.done', {
    orders: done.webOrders,
    archived: done.archivedOrders,
    messages: done.messages,
    consents: done.consents,
  });
});
