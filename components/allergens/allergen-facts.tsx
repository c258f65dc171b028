import { useTranslations } from 'next-intl';
import { markedWith } from '@/components/allergens/allergen-icons';
import styles from '@/components/allergens/allergens.module.css';
import type { AllergenFacts, DietaryTag } from '@/lib/catalog/allergens';

interface AllergenFactsProps {
  allergens: AllergenFacts;
  tags?: DietaryTag[];
  /** Say "no allergens declared" when there are none (the product page); the menu card stays quiet. */
  sayNone?: boolean;
}

/**
 * A dish's dietary tags, what it contains and what it may contain traces of, each as a pictogram
 * with its name, under words that say which is which (docs/decisions/238): never colour or icon
 * alone. One description list: a term ("İçerir:") and a chip per allergen it describes, so a menu
 * of dozens of dishes stays a few elements per dish (docs/decisions/302).
 */
export function AllergenFactsList({ allergens, tags = [], sayNone = false }: AllergenFactsProps) {
  const t = useTranslations('Allergens');
  const empty = allergens.contains.length === 0 && allergens.traces.length === 0;
  if (empty && tags.length === 0 && !sayNone) return null;
  const none = empty && sayNone ? <p className={styles.none}>{t('none')}</p> : null;
  if (tags.length === 0 && none) return none;
  return (
    <>
      <dl className={styles.facts}>
        {tags.length > 0 ? (
          <>
            <dt className="visually-hidden">{t('dietary')}</dt>
            {tags.map((tag) => (
              <dd key={tag} className={`${styles.chip} ${styles.tag} ${markedWith(tag)}`}>
                {t(`diet.${tag}`)}
              </dd>
            ))}
          </>
        ) : null}
        {allergens.contains.length > 0 ? (
          <>
            <dt className={styles.label}>{t('contains')}</dt>
            {allergens.contains.map((code) => (
              <dd key={code} className={`${styles.chip} ${markedWith(code)}`}>
                {t(`names.${code}`)}
              </dd>
            ))}
          </>
        ) : null}
        {allergens.traces.length > 0 ? (
          <>
            <dt className={styles.label}>{t('traces')}</dt>
            {allergens.traces.map((code) => (
              <dd key={code} className={`${styles.chip} ${styles.trace} ${markedWith(code)}`}>
                {t(`names.${code}`)}
              </dd>
            ))}
          </>
        ) : null}
      </dl>
      {none}
    </>
  );
}
