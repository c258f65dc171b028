'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';

interface LinkNavProps {
  /** The nav's accessible name. */
  label: string;
  links: ReadonlyArray<{ href: string; label: string }>;
  classes: { nav?: string; list?: string; link?: string };
  /** Whether a link is the page being viewed (marked with aria-current); default: its exact path. */
  isCurrent?: (pathname: string, href: string) => boolean;
}

const samePath = (pathname: string, href: string) => pathname === href;

/** A list of links in a nav landmark, the page being viewed marked with aria-current: the admin sections and the settings tabs. */
export function LinkNav({ label, links, classes, isCurrent = samePath }: LinkNavProps) {
  // The path without the language prefix (/admin/orders in every language), as the links are written.
  const pathname = usePathname();
  return (
    <nav aria-label={label} className={classes.nav}>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={classes.link} aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
