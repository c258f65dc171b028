import type { AbstractIntlMessages, Formats } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';

/**
 * One catalogue per language, messages/<code>.json, loaded on demand so that a page carries only
 * its own language. Turkish is the reference: the catalogue test fails when another language
 * misses a key or a placeholder (lib/i18n/messages.test.ts), and the types are Turkish's
 * (lib/i18n/app-config.d.ts), so an unknown key fails the typecheck.
 */
export async function loadMessages(locale: Locale) {
  return (await import(`../../messages/${locale}.json`)).default as typeof import('../../messages/tr.json');
}

/** Named formats shared by t() placeholders and useFormatter(): the restaurant's clock, 24-hour. */
export const formats = {
  dateTime: {
    time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    date: { day: 'numeric', month: 'long', year: 'numeric' },
    dateTime: { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
    weekday: { weekday: 'long' },
  },
} satisfies Formats;

/**
 * The messages a customer's page hands to its client components: every namespace but the staff's
 * (named Admin…), which only the admin layout passes on. Keeps the admin's words out of the menu.
 */
export function customerMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => !namespace.startsWith('Admin')));
}
