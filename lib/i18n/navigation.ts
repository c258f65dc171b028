import { createNavigation } from 'next-intl/navigation';
import { routing } from '@/lib/i18n/routing';

/**
 * Language-aware wrappers of Next's navigation: `Link`, `redirect`, `usePathname`, `useRouter`
 * and `getPathname` keep the visitor's language prefix (none for Turkish, /en for English).
 * Client components under NextIntlClientProvider link and redirect through these. Server components
 * that can render on the cached menu link with lib/i18n/link.tsx instead, and server modules it
 * imports redirect to `localePath(...)`: this module brings next-intl's client Link with it
 * (docs/decisions/270).
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
