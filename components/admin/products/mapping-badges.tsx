import { useTranslations } from 'next-intl';
import styles from '@/components/admin/products/products.module.css';
import { modeProblems, type MappingState } from '@/lib/catalog/mapping';

type Badge = { key: string; label: string; tone: 'ok' | 'warn' | 'bad' | 'neutral' };

/** The badges of one variant's mapping: its state, then each service mode it cannot be sold in. */
function useMappingBadges(state: MappingState): Badge[] {
  const t = useTranslations('AdminProducts.badges');
  if (state.status === 'unmapped') return [{ key: 'unmapped', label: t('unmapped'), tone: 'neutral' }];
  if (state.status === 'stale') return [{ key: 'stale', label: t('stale'), tone: 'bad' }];
  return [
    { key: 'mapped', label: t('mapped'), tone: 'ok' },
    ...modeProblems(state).map(({ mode, kind }) => ({
      key: `${kind}-${mode}`,
      label: kind === 'noPrice' ? t('noPrice', { mode }) : t('inactive', { mode }),
      tone: 'warn' as const,
    })),
  ];
}

/** A variant's mapping state as a row of badges. */
export function MappingBadges({ state }: { state: MappingState }) {
  const t = useTranslations('AdminProducts.badges');
  return (
    <ul className={styles.badges} aria-label={t('label')}>
      {useMappingBadges(state).map((badge) => (
        <li key={badge.key} className={`${styles.badge} ${styles[badge.tone]}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
