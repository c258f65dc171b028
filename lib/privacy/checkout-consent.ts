import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { logger } from '@/lib/logger';
import { consentTicked, recordConsent } from '@/lib/privacy/consent';

/**
 * The checkout's marketing consent (docs/decisions/242), in two steps around placing the order:
 * `readCheckoutConsent` before anything is stored (a ticked box needs a phone to write to), and
 * `storeCheckoutConsent` once the order is placed, with the words the customer read in their language.
 */

export type CheckoutConsent = { ok: true; granted: boolean; phone: string } | { ok: false; message: string };

/** The consent as the form gave it; refused when ticked without a phone (table orders may leave it out). */
export async function readCheckoutConsent(formData: FormData, phone: string): Promise<CheckoutConsent> {
  const granted = consentTicked(formData);
  if (granted && phone === '') return { ok: false, message: (await getTranslations('Privacy.consent'))('needsPhone') };
  return { ok: true, granted, phone };
}

/** Stores a given consent with the placed order; a failure is logged, never undoes the order. */
export async function storeCheckoutConsent(consent: CheckoutConsent, orderPublicId: string, now: Date): Promise<void> {
  if (!consent.ok || !consent.granted) return;
  try {
    const [locale, t] = await Promise.all([getLocale(), getTranslations('Privacy.consent')]);
    await recordConsent({ phone: consent.phone, granted: true, wording: t('marketing'), locale, source: 'checkout', orderPublicId, now });
  } catch (error) {
    logger.error('checkout: the marketing consent could not be stored', { orderPublicId, error: String(error) });
  }
}
