import { useTranslations } from 'next-intl';
import { markedWith } from '@/components/allergens/allergen-icons';
import styles from '@/components/allergens/allergens.module.css';
import type { Allergen, AllergenFacts, DietaryTag } from '@/lib/catalog/allergens';

interface AllergenFactsProps {
  allergens: AllergenFacts;
  tags?: DietaryTag[];
  /** Say "no allergens declared" when there are none (the product page); the menu card stays quiet. */
  sayNone?: boolean;
  className?: string;
}

function Chips({ codes, traces }: { codes: Allergen[]; traces?: boolean }) {
  const t = useTranslations('Allergens');
  return (
    <ul className={styles.chips}>
      {codes.map((code) => (
        <li key={code} className={`${styles.chip} ${traces ? styles.trace : ''} ${markedWith(code)}`}>
          {t(`names.${code}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * A dish's dietary tags, what it contains and what it may contain traces of, each as a pictogram
 * with its name, under words that say which is which (docs/decisions/238): never colour or icon alone.
 */
export function AllergenFactsList({ allergens, tags = [], sayNone = false, className }: AllergenFactsProps) {
  const t = useTranslations('Allergens');
  const empty = allergens.contains.length === 0 && allergens.traces.length === 0;
  if (empty && tags.length === 0 && !sayNone) return null;
  return (
    <div className={`${styles.facts} ${className ?? ''}`}>
      {tags.length > 0 ? (
        <ul className={styles.chips} aria-label={t('dietary')}>
          {tags.map((tag) => (
            <li key={tag} className={`${styles.chip} ${styles.tag} ${markedWith(tag)}`}>
              {t(`diet.${tag}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {allergens.contains.length > 0 ? (
        <div className={styles.line}>
          <span className={styles.label}>{t('contains')}</span>
          <Chips codes={allergens.contains} />
        </div>
      ) : null}
      {allergens.traces.length > 0 ? (
        <div className={styles.line}>
          <span className={styles.label}>{t('traces')}</span>
          <Chips codes={allergens.traces} traces />
        </div>
      ) : null}
      {empty && sayNone ? <p className={styles.none}>{t('none')}</p> : null}
    </div>
  );
}
