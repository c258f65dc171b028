import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { localePath } from '@/lib/i18n/routing';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * An internal link in the visitor's language for server components: Next's own link with the
 * language prefix written on the server (`/cart`, `/en/cart`). next-intl's `Link` does the same
 * in the browser and needs its provider there; the cached menu carries neither (docs/decisions/270).
 * Client components keep `Link` from lib/i18n/navigation.
 */
export function Link({ href, ...props }: LinkProps) {
  return <NextLink href={localePath(useLocale(), href)} {...props} />;
}
