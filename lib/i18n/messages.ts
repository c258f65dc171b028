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
    // "Paz 29 Kas 19:30": a moment staff plan around, the day named.
    dayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  },
} satisfies Formats;

/**
 * The namespaces the customer pages' client components format messages from (the product form,
 * the cart's lines, checkout, the order page, the account). The server components of those pages
 * translate on the server and send none. lib/i18n/messages.test.ts fails when a client component
 * reads a namespace missing here.
 */
export const CUSTOMER_CLIENT_NAMESPACES = [
  'Account',
  'Allergens',
  'Cart',
  'Checkout',
  'Forms',
  'Legal',
  'Order',
  'PosRefusals',
  'Privacy',
  'Product',
  'Shop',
] as const;

/** The sandbox's client components (the kitchen board and its buttons). */
export const SANDBOX_CLIENT_NAMESPACES = ['Kitchen', 'Forms'] as const;

/**
 * The messages a page hands to its client components: only the namespaces they read, so neither
 * the staff's words nor the server's own reach the browser (docs/decisions/270, 304).
 */
export function clientMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespaces.includes(namespace)));
}
