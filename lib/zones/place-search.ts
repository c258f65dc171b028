/**
 * Finding places in the admin's district and neighbourhood list (issue 19): what staff type is
 * matched the Turkish way (lib/catalog/text.ts: "ISTINYE", "istinye" and "İstinye" meet, as do
 * "sariyer" and "Sarıyer"). Pure, for the browser.
 */
import { normalizeText } from '@/lib/catalog/text';

export interface SearchableDistrict {
  name: string;
  neighbourhoods: string[];
}

/**
 * The districts to show for a search, each with the neighbourhoods to show: a district whose name
 * matches keeps all of them; otherwise only its matching neighbourhoods, and it is left out when
 * none match. An empty search shows everything.
 */
export function searchPlaces<T extends SearchableDistrict>(districts: T[], text: string): T[] {
  const query = normalizeText(text);
  if (query === '') return districts;
  return districts.flatMap((district) => {
    if (normalizeText(district.name).includes(query)) return [district];
    const neighbourhoods = district.neighbourhoods.filter((name) => normalizeText(name).includes(query));
    return neighbourhoods.length > 0 ? [{ ...district, neighbourhoods }] : [];
  });
}
