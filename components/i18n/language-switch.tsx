'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { languageName, routing } from '@/lib/i18n/routing';
import styles from '@/components/i18n/language-switch.module.css';

/**
 * The header's language switch: the same page in each other language. next-intl's Link writes the
 * language cookie as it navigates, so the choice is remembered; the cart lives in its own cookie
 * and survives the switch.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const pathname = usePathname();
  const t = useTranslations('Common');
  return (
    <nav aria-label={t('language')} className={styles.switch}>
      {routing.locales
        .filter((other) => other !== locale)
        .map((other) => (
          <Link key={other} href={pathname} locale={other} lang={other} hrefLang={other} className={styles.link}>
            {languageName(other)}
          </Link>
        ))}
    </nav>
  );
}
