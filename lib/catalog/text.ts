/**
 * Turkish-aware text helpers for matching and slugs. Staff type "Adana kebap", the POS says
 * "ADANA KEBAP" or "Adana Kebabı", a guest searches "iskender": all must meet. Lower-casing uses
 * the 'tr' locale (so "I" becomes "ı" and "İ" becomes "i"), then Turkish letters fold to ASCII.
 */

const FOLD: Record<string, string> = { ı: 'i', ş: 's', ğ: 'g', ü: 'u', ö: 'o', ç: 'c' };

/** Lower-case ('tr' rules), fold Turkish letters and other diacritics, keep letters and digits. */
export function normalizeText(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/[ışğüöç]/g, (ch) => FOLD[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A URL slug from a name: "Kuzu Şiş (Büyük)" → "kuzu-sis-buyuk". Empty for a name without letters or digits. */
export function slugify(name: string): string {
  return normalizeText(name)
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** The form a stored slug must have: lowercase ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Turkish alphabetical order (c < ç < d, ı < i, o < ö, s < ş, u < ü), for names the menu sorts. */
const TURKISH_ORDER = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/** Compares two names as a Turkish reader alphabetises them ("Cacık" < "Çiğ köfte" < "Ispanak" < "İskender"). */
export function compareTurkish(a: string, b: string): number {
  return TURKISH_ORDER.compare(a, b);
}

/** Menu order: staff's position first, then the name in Turkish alphabetical order. */
export function byPositionThenName<T extends { position: number; name: string }>(a: T, b: T): number {
  return a.position - b.position || compareTurkish(a.name, b.name);
}
