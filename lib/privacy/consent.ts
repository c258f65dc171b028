import 'server-only';
import { getDb } from '@/lib/db';
import { MARKETING_CONSENT_FIELD, MARKETING_CONSENT_TICKED } from '@/lib/privacy/consent-field';

/**
 * Marketing consent (ticari elektronik ileti onayı; docs/decisions/242): a separate, optional,
 * unticked checkbox at checkout. A consent is stored with the exact words the customer read, in
 * their language, with the time and where it was given, so the restaurant can prove it (and load
 * it into İYS). An unticked box records nothing: not giving consent is the default, not an event.
 */

/** The channels the checkout's consent covers: the site collects a phone, not an e-mail address. */
export const MARKETING_CHANNELS = ['sms'] as const;

export interface ConsentInput {
  phone: string;
  granted: boolean;
  /** The words shown next to the checkbox, exactly. */
  wording: string;
  locale: string;
  source: 'checkout' | 'account';
  orderPublicId?: string;
  now?: Date;
}

export interface StoredConsent {
  id: number;
  phone: string;
  channels: string[];
  granted: boolean;
  wording: string;
  locale: string;
  source: string;
  orderPublicId: string | null;
  createdAt: Date;
}

/** Whether the form's consent box was ticked. */
export function consentTicked(formData: FormData): boolean {
  return formData.get(MARKETING_CONSENT_FIELD) === MARKETING_CONSENT_TICKED;
}

/** Stores one consent (or withdrawal) as given. */
export async function recordConsent(input: ConsentInput): Promise<StoredConsent> {
  const row = await getDb().consentRecord.create({
    data: {
      phone: input.phone,
      channels: MARKETING_CHANNELS.join(','),
      granted: input.granted,
      wording: input.wording,
      locale: input.locale,
      source: input.source,
      orderPublicId: input.orderPublicId ?? null,
      ...(input.now ? { createdAt: input.now } : {}),
    },
  });
  return { ...row, channels: row.channels.split(',') };
}

/** A phone's consent records, newest first. */
export async function consentsOf(phone: string): Promise<StoredConsent[]> {
  const rows = await getDb().consentRecord.findMany({ where: { phone }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map((row) => ({ ...row, channels: row.channels.split(',') }));
}
