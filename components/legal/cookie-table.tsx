import { getTranslations } from 'next-intl/server';
import styles from '@/components/legal/legal.module.css';
import { SITE_COOKIE_LIST, type SiteCookie } from '@/lib/privacy/cookies';

const DAY_SECONDS = 86_400;

/** The cookies the site sets, from the one list the code setting them also reads (lib/privacy/cookies.ts). */
export async function CookieTable() {
  const t = await getTranslations('Privacy.cookies');
  const lifetime = (cookie: SiteCookie) => {
    if (cookie.maxAgeSeconds === null) return t('lifetimes.session');
    const days = Math.round(cookie.maxAgeSeconds / DAY_SECONDS);
    return days === 365 ? t('lifetimes.year') : t('lifetimes.days', { days });
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('name')}</th>
            <th scope="col">{t('purpose')}</th>
            <th scope="col">{t('lifetime')}</th>
            <th scope="col">{t('kind')}</th>
          </tr>
        </thead>
        <tbody>
          {SITE_COOKIE_LIST.map((cookie) => (
            <tr key={cookie.name}>
              <td data-label={t('name')}>
                <code>{cookie.name}</code>
              </td>
              <td data-label={t('purpose')}>{t(`purposes.${cookie.key}`)}</td>
              <td data-label={t('lifetime')}>{lifetime(cookie)}</td>
              <td data-label={t('kind')}>
                {t(`kinds.${cookie.kind}`)}
                {cookie.httpOnly ? <span className={styles.muted}> · {t('serverOnly')}</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
