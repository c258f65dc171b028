/**
 * Marketing consent on the account page (issue 16, docs/decisions/291): the signed-in customer
 * sees the choice last recorded for their number and changes it. A change is recorded exactly as
 * checkout records a consent (docs/decisions/242): a ConsentRecord with the box's words in the
 * customer's language, the time and the source `account`; a withdrawal is a record with
 * `granted: false`. The order messages' stop link is separate and is shown here too.
 */
import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { toE164 } from '@/lib/accounts/phone';
import { hasStopped, setStopped } from '@/lib/notify/consent';
import { consentsOf, recordConsent } from '@/lib/privacy/consent';

export interface MarketingConsent {
  /** The newest record grants it. */
  granted: boolean;
  /** When the newest record was made; null when the number has none. */
  at: Date | null;
  /** The order progress messages were stopped with a message's link. */
  stopped: boolean;
}

/** The marketing choice recorded for a number (as checkout stores it, "05321234567"). */
export async function marketingConsentOf(phone: string): Promise<MarketingConsent> {
  const e164 = toE164(phone);
  const [records, stopped] = await Promise.all([consentsOf(phone), e164 ? hasStopped(e164) : Promise.resolve(false)]);
  const latest = records[0];
  return { granted: latest?.granted === true, at: latest?.createdAt ?? null, stopped };
}

/**
 * Records the customer's choice from the account page, with the words of the box they ticked or
 * unticked; nothing when it is the choice already recorded. True when a record was written.
 */
export async function setMarketingConsent(phone: string, granted: boolean, now: Date = new Date()): Promise<boolean> {
  if ((await marketingConsentOf(phone)).granted === granted) return false;
  const [locale, t] = await Promise.all([getLocale(), getTranslations('Privacy.consent')]);
  await recordConsent({ phone, granted, wording: t('marketing'), locale, source: 'account', now });
  return true;
}

/**
 * The order progress messages (preparing, on the way, delivered) for the customer's number and
 * e-mail: stopped as a message's stop link does, or resumed.
 */
export async function setProgressMessages(customer: { phone: string; email: string }, wanted: boolean): Promise<void> {
  const recipients = [toE164(customer.phone) ?? '', customer.email];
  await setStopped(recipients, !wanted);
}
