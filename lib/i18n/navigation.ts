import { createNavigation } from 'next-intl/navigation';
import { routing } from '@/lib/i18n/routing';

/**
 * Language-aware wrappers of Next's navigation: `Link`, `redirect`, `usePathname`, `useRouter`
 * and `getPathname` keep the visitor's language prefix (none for Turkish, /en for English).
 * Every internal link and redirect of the site goes through these, never through next/link or
 * next/navigation directly.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
