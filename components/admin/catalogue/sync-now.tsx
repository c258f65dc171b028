'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useEffect, useState } from 'react';
import styles from '@/components/admin/catalogue/catalogue.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { describeProgress, syncRunViewSchema, type SyncNowState, type SyncRunView } from '@/lib/catalog/sync/forms';
import { useRouter } from '@/lib/i18n/navigation';

const POLL_MS = 500;

const STEPS: Array<{ stage: SyncRunView['stage'] }> = [
  { stage: 'fetching' },
  { stage: 'validating' },
  { stage: 'writing' },
  { stage: 'done' },
];

interface Progress {
  id: number;
  outcome: SyncRunView['outcome'] | 'unknown';
  stage: SyncRunView['stage'];
  text: string;
}

interface SyncNowProps {
  action: (state: SyncNowState, formData: FormData) => Promise<SyncNowState>;
  /** A run already going when the page was rendered: followed at once. */
  runningId: number | null;
}

/**
 * "Sync now": starts a sync, then follows it by polling /api/admin/sync/{id} every half second,
 * saying each stage and the result in an aria-live status line; refreshes the page at the end so
 * the history and totals show the new state.
 */
export function SyncNow({ action, runningId }: SyncNowProps) {
  const t = useTranslations('AdminCatalogue.sync');
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const [progress, setProgress] = useState<Progress | null>(null);
  const router = useRouter();
  // The run that was going when the page loaded; kept after the refresh at its end, so its result stays shown.
  const [runningAtLoad] = useState(runningId);
  const followId = state.syncId ?? runningAtLoad;

  useEffect(() => {
    if (followId === null) return;
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const response = await fetch(`/api/admin/sync/${followId}`, { cache: 'no-store' });
        if (!active) return;
        if (response.status === 401) {
          setProgress({
            id: followId,
            outcome: 'unknown',
            stage: 'done',
            text: t('sessionEnded'),
          });
          return;
        }
        const parsed = syncRunViewSchema.safeParse(response.ok ? await response.json() : null);
        if (!active) return;
        if (!parsed.success) throw new Error(`unexpected answer (HTTP ${response.status})`);
        const run = parsed.data;
        setProgress({ id: run.id, outcome: run.outcome, stage: run.stage, text: describeProgress(t, run) });
        if (run.outcome === 'running') timer = setTimeout(poll, POLL_MS);
        else router.refresh();
      } catch {
        if (!active) return;
        setProgress((last) => ({ id: followId, outcome: 'running', stage: last?.stage ?? 'fetching', text: t('waiting') }));
        timer = setTimeout(poll, POLL_MS * 4);
      }
    };
    void poll();
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [followId, state, router, t]);

  const current = progress?.id === followId ? progress : null;
  const running = pending || current?.outcome === 'running' || (followId !== null && current === null);
  // While the action is on its way, the last run's result would be stale news.
  const text = pending ? t('starting') : (current?.text ?? (followId !== null ? t('starting') : ''));
  const stepIndex = current ? STEPS.findIndex((s) => s.stage === current.stage) : -1;

  return (
    <section className={ui.panel} aria-labelledby="sync-now-heading">
      <h2 id="sync-now-heading" className={ui.panelTitle}>
        {t('title')}
      </h2>
      <form action={formAction} className={styles.syncForm}>
        <button type="submit" className={formStyles.submit} disabled={running} aria-describedby="sync-status">
          {running ? t('syncing') : t('submit')}
        </button>
        {followId !== null && current?.outcome !== 'unknown' ? (
          <ol className={styles.steps} aria-hidden="true">
            {STEPS.map((step, i) => (
              <li
                key={step.stage}
                className={`${styles.step} ${i < stepIndex || current?.outcome === 'succeeded' ? styles.stepDone : ''} ${i === stepIndex && running ? styles.stepNow : ''}`}
              >
                {t(`steps.${step.stage}`)}
              </li>
            ))}
          </ol>
        ) : null}
      </form>
      <p
        id="sync-status"
        role="status"
        aria-live="polite"
        className={`${styles.status} ${current?.outcome === 'failed' ? styles.statusFailed : ''}`}
      >
        {text}
      </p>
      {state.message ? (
        <p className={state.ok ? styles.note : styles.statusFailed} role={state.ok ? undefined : 'alert'}>
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
