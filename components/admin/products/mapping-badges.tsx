import styles from '@/components/admin/products/products.module.css';
import { modeProblems, type MappingState } from '@/lib/catalog/mapping';
import type { ServiceMode } from '@/lib/pos';

const MODE_LABELS: Record<ServiceMode, string> = { delivery: 'delivery', pickup: 'pickup', table: 'table' };

/** The badges of one variant's mapping: its state, then each service mode it cannot be sold in. */
export function mappingBadges(state: MappingState): Array<{ label: string; tone: 'ok' | 'warn' | 'bad' | 'neutral' }> {
  if (state.status === 'unmapped') return [{ label: 'Unmapped', tone: 'neutral' }];
  if (state.status === 'stale') return [{ label: 'Stale', tone: 'bad' }];
  return [
    { label: 'Mapped', tone: 'ok' },
    ...modeProblems(state).map(({ mode, kind }) => ({
      label: kind === 'noPrice' ? `No ${MODE_LABELS[mode]} price` : `Not on sale for ${MODE_LABELS[mode]}`,
      tone: 'warn' as const,
    })),
  ];
}

/** A variant's mapping state as a row of badges. */
export function MappingBadges({ state }: { state: MappingState }) {
  return (
    <ul className={styles.badges} aria-label="Mapping state">
      {mappingBadges(state).map((badge) => (
        <li key={badge.label} className={`${styles.badge} ${styles[badge.tone]}`}>
          {badge.label}
        </li>
      ))}
    </ul>
  );
}
