import { useTranslations } from 'next-intl';
import { markedWith } from '@/components/allergens/allergen-icons';
import styles from '@/components/allergens/allergens.module.css';
import type { Allergen, AllergenFacts, DietaryTag } from '@/lib/catalog/allergens';

interface AllergenFactsProps {
  allergens: AllergenFacts;
  tags?: DietaryTag[];
  /** Say "no allergens declared" when there are none (the product page); the menu card stays quiet. */
  sayNone?: boolean;
}

/** One term and its chips: nothing when there are none. */
function Term({
  term,
  termClass,
  chips,
  chipClass,
}: {
  term: string;
  termClass?: string;
  chips: Array<{ code: Allergen | DietaryTag; name: string }>;
  chipClass?: string;
}) {
  if (chips.length === 0) return null;
  return (
    <>
      <dt className={termClass}>{term}</dt>
      {chips.map(({ code, name }) => (
        <dd key={code} className={`${styles.chip} ${chipClass ?? ''} ${markedWith(code)}`}>
          {name}
        </dd>
      ))}
    </>
  );
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
  const named = (codes: Allergen[]) => codes.map((code) => ({ code, name: t(`names.${code}`) }));
  return (
    <>
      <dl className={styles.facts}>
        <Term
          term={t('dietary')}
          termClass="visually-hidden"
          chips={tags.map((code) => ({ code, name: t(`diet.${code}`) }))}
          chipClass={styles.tag}
        />
        <Term term={t('contains')} termClass={styles.label} chips={named(allergens.contains)} />
        <Term term={t('traces')} termClass={styles.label} chips={named(allergens.traces)} chipClass={styles.trace} />
      </dl>
      {none}
    </>
  );
}
