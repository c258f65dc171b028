import styles from '@/components/allergens/allergen-icons.module.css';
import type { Allergen, DietaryTag } from '@/lib/catalog/allergens';

/**
 * The allergen and dietary pictograms, drawn by CSS (docs/decisions/302): no icon library, no
 * client JS and no SVG markup on the page, however many dishes show them.
 */

/** Classes that put `code`'s pictogram before an element's own words (a chip: no extra element). */
export function markedWith(code: Allergen | DietaryTag): string {
  return `${styles.marked} ${styles[code]}`;
}

/** One pictogram on its own, always beside its name. */
export function AllergenIcon({ code, className }: { code: Allergen | DietaryTag; className?: string }) {
  return <span aria-hidden="true" className={`${styles.icon} ${styles[code]} ${className ?? ''}`} />;
}
