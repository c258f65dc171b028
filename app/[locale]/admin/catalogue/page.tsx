import { getTranslations } from 'next-intl/server';
import { syncNowAction } from '@/app/[locale]/admin/catalogue/actions';
import styles from '@/components/admin/catalogue/catalogue.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { MirrorTotalsView } from '@/components/admin/catalogue/mirror-totals';
import { SyncHistory } from '@/components/admin/catalogue/sync-history';
import { SyncNow } from '@/components/admin/catalogue/sync-now';
import { staffPageMetadata } from '@/components/admin/shell/page-metadata';
import { requireStaff } from '@/lib/auth/session';
import { listRecentSyncs } from '@/lib/catalog/sync/data';
import { getMirrorTotals } from '@/lib/pos-mirror/totals';
import { syncHours } from '@/lib/catalog/sync/schedule';
import { getEnv } from '@/lib/env';

export const generateMetadata = staffPageMetadata('AdminCatalogue.title', '/admin/catalogue');

const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** The POS catalogue as the site mirrors it: "Sync now" with live progress, what the mirror holds, the last 20 syncs. */
export default async function CataloguePage() {
  await requireStaff();
  const { RESTAURANT_TIMEZONE } = getEnv();
  const [runs, totals, scheduled, t] = await Promise.all([
    listRecentSyncs(20),
    getMirrorTotals(),
    syncHours(),
    getTranslations('AdminCatalogue'),
  ]);
  const running = runs.find((run) => run.outcome === 'running');
  const hours = [...scheduled].sort((a, b) => a - b).map(hour);
  return (
    <>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={ui.subtitle}>{t('subtitle', { hours: hours.join(', '), timeZone: RESTAURANT_TIMEZONE })}</p>
      </div>
      <SyncNow action={syncNowAction} runningId={running?.id ?? null} />
      <MirrorTotalsView totals={totals} />
      <SyncHistory runs={runs} timeZone={RESTAURANT_TIMEZONE} />
    </>
  );
}
