import type { formats } from '@/lib/i18n/messages';
import type { routing } from '@/lib/i18n/routing';
import type messages from '@/messages/tr.json';

// next-intl's typed configuration: an unknown message key, a wrong placeholder or an unknown
// locale fails the typecheck. Turkish is the reference catalogue.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
    Formats: typeof formats;
  }
}
