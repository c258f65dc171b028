import { useLocale, useTranslations } from 'next-intl';
import { SamePageLink } from '@/components/i18n/same-page-link';
import styles from '@/components/i18n/language-switch.module.css';
import { languageName, routing } from '@/lib/i18n/routing';

/**
 * The header's language switch: the same page in each other language, rendered on the server
 * with no i18n code in the browser (docs/decisions/270). The link carries the language's prefix
 * even for Turkish (/tr/cart), so next-intl's middleware writes the remembered choice as it
 * answers, then drops the default prefix; the cart lives in its own cookie and survives the switch.
 */
export function LanguageSwitch() {
  const locale = useLocale();
  const t = useTranslations('Common');
  return (
    <nav aria-label={t('language')} className={styles.switch}>
      {routing.locales
        .filter((other) => other !== locale)
        .map((other) => (
          <SamePageLink key={other} locale={other} locales={routing.locales} className={styles.link}>
            {languageName(other)}
          </SamePageLink>
        ))}
    </nav>
  );
}
