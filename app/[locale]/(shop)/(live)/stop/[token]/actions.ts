'use server';

import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { stopMessages } from '@/lib/notify/consent';
import { smsNumber } from '@/lib/notify/phone';
import { localePath, isLocale, routing } from '@/lib/i18n/routing';

/** The stop button: records the stop for the token's order (no sign-in: the signed token is the proof). */
export async function stopMessagesAction(token: string): Promise<void> {
  const stopped = await stopMessages(token, smsNumber);
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  redirect(`${localePath(locale, `/stop/${encodeURIComponent(token)}`)}?${stopped ? 'done=1' : 'invalid=1'}`);
}
