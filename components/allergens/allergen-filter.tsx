'use client';

import { useSyncExternalStore } from 'react';
import { AllergenIcon } from '@/components/allergens/allergen-icons';
import styles from '@/components/allergens/allergens.module.css';
import {
  applyFilter,
  NO_FILTER,
  parseFilter,
  serializeFilter,
  toggleAllergen,
  type AllergenFilter,
  type FilterableCategory,
} from '@/lib/catalog/allergen-filter';
import { ALLERGENS, type Allergen } from '@/lib/catalog/allergens';

/**
 * The filter's words in the visitor's language, written on the server (docs/decisions/270): the
 * counted ones once per possible count, since the browser formats no messages.
 */
export interface AllergenFilterWords {
  toggle: string;
  /** "Alerjen filtresi (3 seçili)", at index 3. */
  toggleActive: string[];
  legend: string;
  traces: string;
  /** "Seçtiklerinize göre 3 yemek gizlendi.", at index 3, up to every dish of the menu. */
  hidden: string[];
  clear: string;
  note: string;
  allHidden: string;
  advice: string;
  names: Record<Allergen, string>;
}

/** Kept in sessionStorage: remembered while the tab is open (the visit), gone when it closes. */
const STORAGE_KEY = 'sofra.allergen-filter';
const listeners = new Set<() => void>();
/** Where the choice lives when the browser refuses storage (private mode, full): until the page is left. */
let memory = '';

function readStored(): string {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

function store(filter: AllergenFilter) {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, serializeFilter(filter));
  } catch {
    memory = serializeFilter(filter);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** CSS that hides the filtered dishes, their emptied categories and those categories' jump links. */
function hidingRules(categories: FilterableCategory[], filter: AllergenFilter): { css: string; hidden: number; all: boolean } {
  const outcome = applyFilter(categories, filter);
  const selectors = [
    ...outcome.productIds.map((id) => `[data-menu-product="${id}"]`),
    ...outcome.categorySlugs.flatMap((slug) => [`[data-menu-category="${slug}"]`, `[data-menu-jump="${slug}"]`]),
  ];
  return {
    css: selectors.length ? `${selectors.join(',')}{display:none!important}` : '',
    hidden: outcome.productIds.length,
    all: outcome.categorySlugs.length > 0 && outcome.categorySlugs.length === categories.length,
  };
}

/**
 * The menu's allergen filter (docs/decisions/237). The cached menu is the same page for everyone;
 * this hides, in the browser, the dishes with the allergens the visitor ticked (and, unless they
 * say otherwise, those that may contain traces), says how many it hid, and remembers the choice
 * for the visit. It hides with a style rule instead of touching the server-rendered cards.
 */
export function AllergenFilterPanel({ categories, words }: { categories: FilterableCategory[]; words: AllergenFilterWords }) {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored() || memory,
    () => '',
  );
  const filter = stored ? parseFilter(stored) : NO_FILTER;
  const { css, hidden, all } = hidingRules(categories, filter);
  const active = filter.avoid.length > 0;
  return (
    <div className={styles.filter}>
      {css ? <style>{css}</style> : null}
      <details>
        <summary>{active ? words.toggleActive[filter.avoid.length] : words.toggle}</summary>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{words.legend}</legend>
          <ul className={styles.options}>
            {ALLERGENS.map((code) => (
              <li key={code}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={filter.avoid.includes(code)}
                    onChange={(event) => store(toggleAllergen(filter, code, event.target.checked))}
                  />
                  <AllergenIcon code={code} />
                  {words.names[code]}
                </label>
              </li>
            ))}
          </ul>
          <label className={styles.option}>
            <input type="checkbox" checked={filter.traces} onChange={(event) => store({ ...filter, traces: event.target.checked })} />
            {words.traces}
          </label>
        </fieldset>
        <p className={styles.note}>{words.note}</p>
        <p className={styles.advice}>{words.advice}</p>
      </details>
      <div className={styles.status}>
        <p role="status">{active ? (all ? words.allHidden : words.hidden[hidden]) : ''}</p>
        {active ? (
          <button type="button" className={styles.clear} onClick={() => store({ ...filter, avoid: [] })}>
            {words.clear}
          </button>
        ) : null}
      </div>
    </div>
  );
}
