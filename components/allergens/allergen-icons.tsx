import type { ReactElement } from 'react';
import { ALLERGENS, DIETARY_TAGS, type Allergen, type DietaryTag } from '@/lib/catalog/allergens';

/**
 * The allergen and dietary pictograms as one inline SVG sprite (docs/decisions/238): no icon
 * library, no client JS, and each icon drawn once per page however many dishes use it. Icons are
 * decoration beside their words (aria-hidden); the words carry the meaning.
 */
const ICONS: Record<Allergen | DietaryTag, ReactElement> = {
  gluten: (
    <path d="M12 22V8M12 8C10 7 9 5 9 3c2 0 3 2 3 5zm0 0c2-1 3-3 3-5-2 0-3 2-3 5zm0 5c-2-1-4-2-4-5 2 0 4 2 4 5zm0 0c2-1 4-2 4-5-2 0-4 2-4 5zm0 5c-2-1-4-2-4-5 2 0 4 2 4 5zm0 0c2-1 4-2 4-5-2 0-4 2-4 5z" />
  ),
  crustaceans: <path d="M5 6c7-3 15 1 15 8a5 5 0 0 1-5 5H9l-3 2m3-2-3-2m5-9v7m4-8v8M5 6l-2-3m2 3L2 7" />,
  eggs: <path d="M12 3c3.5 0 6.5 5.5 6.5 10a6.5 6.5 0 0 1-13 0C5.5 8.5 8.5 3 12 3z" />,
  fish: (
    <>
      <path d="M2 8l3 4-3 4M5 12c3-4 6-6 9-6 3 0 6 3 8 6-2 3-5 6-8 6-3 0-6-2-9-6z" />
      <circle cx="17" cy="11" r="0.8" fill="currentColor" />
    </>
  ),
  peanuts: <path d="M9.5 3a4.5 4.5 0 0 1 4.3 5.8c-.2.8.4 1.5 1.2 1.6a4.5 4.5 0 1 1-5.2 5.2c-.1-.8-.8-1.4-1.6-1.2A4.5 4.5 0 1 1 9.5 3z" />,
  soybeans: (
    <>
      <path d="M4 20C4 11 11 4 20 4c0 9-7 16-16 16z" />
      <circle cx="9" cy="15" r="1.6" />
      <circle cx="12" cy="12" r="1.6" />
      <circle cx="15" cy="9" r="1.6" />
    </>
  ),
  milk: <path d="M9 2h6m-5 0v4l-3 4v11a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1V10l-3-4V2M7 14h10" />,
  nuts: <path d="M12 5V2m-7 8c0-3 3-5 7-5s7 2 7 5zm1 0c0 6 3 10 6 11 3-1 6-5 6-11" />,
  celery: <path d="M8 22V9m4 13V7m4 15V9M8 9C6 7 6 4 8 2m4 5c0-2 1-4 3-5m1 7c2-2 3-4 2-6" />,
  mustard: <path d="M11 2h2v3h-2zM9 5h6l1 4v12a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V9zm-1 8h8" />,
  sesame: <path d="M8 11C6 8.5 6 6 8 3.5c2 2.5 2 5 0 7.5zm8 0c-2-2.5-2-5 0-7.5 2 2.5 2 5 0 7.5zm-4 10c-2-2.5-2-5 0-7.5 2 2.5 2 5 0 7.5z" />,
  sulphites: (
    <>
      <circle cx="12" cy="12" r="9" />
      {/* eslint-disable-next-line sofra/no-literal-jsx-text -- a chemical formula drawn in the icon (the icon's name is translated) */}
      <text x="12" y="15" textAnchor="middle" fontSize="8" fontWeight="700" fill="currentColor" stroke="none">
        SO2
      </text>
    </>
  ),
  lupin: (
    <>
      <path d="M12 22V12" />
      <ellipse cx="12" cy="5" rx="2.2" ry="2.8" />
      <ellipse cx="7.5" cy="10" rx="2.2" ry="2.8" />
      <ellipse cx="16.5" cy="10" rx="2.2" ry="2.8" />
    </>
  ),
  molluscs: <path d="M12 21a9 9 0 1 1 9-9c0 3-2 5-5 5s-4-2-4-4 1-3 3-3" />,
  alcohol: <path d="M7 3h10l-1 6a4 4 0 0 1-8 0zm5 10v8m-4 0h8" />,
  pork: (
    <>
      <circle cx="12" cy="13" r="8" />
      <ellipse cx="12" cy="15" rx="3" ry="2" />
      <path d="M6.5 7.5 5 3l4.5 2.5m8 2L19 3l-4.5 2.5" />
    </>
  ),
  vegetarian: <path d="M5 19C5 10 11 4 20 4c0 9-6 15-15 15zm0 0 8-8" />,
  vegan: <path d="M4 6l7 14 4-8m-1-2c0-3 2-6 6-6 0 4-2 6-6 6z" />,
  spicy: <path d="M6 21c7-1 12-6 13-12 0-2-1-3-3-3s-3 2-4 4c-2 4-4 8-6 11zm10-15c0-2 1-3 3-4" />,
};

const id = (code: Allergen | DietaryTag) => `allergen-icon-${code}`;

/** The sprite, once per page that shows allergen icons. */
export function AllergenIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" width="0" height="0" style={{ position: 'absolute' }}>
      {[...ALLERGENS, ...DIETARY_TAGS].map((code) => (
        <symbol
          key={code}
          id={id(code)}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {ICONS[code]}
        </symbol>
      ))}
    </svg>
  );
}

/** One pictogram from the sprite; always beside its name. */
export function AllergenIcon({ code, className }: { code: Allergen | DietaryTag; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`#${id(code)}`} />
    </svg>
  );
}
