'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FieldError } from '@/components/forms';
import formStyles from '@/components/forms/forms.module.css';
import styles from '@/components/admin/zones/zones.module.css';
import { searchPlaces } from '@/lib/zones/place-search';
import type { ZonePlace } from '@/lib/zones/types';

export interface PickerProvince {
  name: string;
  districts: { name: string; neighbourhoods: string[] }[];
}

const keyOf = (place: ZonePlace) => `${place.city}|${place.district}|${place.neighbourhood ?? ''}`;

/**
 * A province's districts, each with its neighbourhoods folded away: tick a whole district or some
 * neighbourhoods. The choice is posted as JSON in `places` (lib/zones/form.ts reads it); places of
 * other provinces the zone already had are kept.
 */
export function PlacesPicker({ province, initial, errors }: { province: PickerProvince; initial: ZonePlace[]; errors?: string[] }) {
  const t = useTranslations('AdminZones.form');
  const [chosen, setChosen] = useState(() => new Map(initial.map((place) => [keyOf(place), place])));
  const toggle = (place: ZonePlace, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(keyOf(place), place);
    else next.delete(keyOf(place));
    setChosen(next);
  };
  const has = (place: ZonePlace) => chosen.has(keyOf(place));
  const [search, setSearch] = useState('');
  const shown = searchPlaces(province.districts, search);
  const searching = search.trim() !== '';
  return (
    <fieldset aria-describedby={errors?.length ? 'places-error' : 'places-hint'}>
      <legend className={formStyles.label}>{t('places')}</legend>
      <p id="places-hint" className={styles.hint}>
        {t('placesHint')} {t('chosen', { count: chosen.size })}
      </p>
      <input type="hidden" name="places" value={JSON.stringify([...chosen.values()])} />
      <label className={formStyles.field}>
        <span className={formStyles.label}>{t('searchPlaces')}</span>
        <input
          type="search"
          className={formStyles.input}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          aria-controls="places-list"
        />
      </label>
      <div id="places-list" className={styles.places}>
        {searching && shown.length === 0 ? <p className={styles.hint}>{t('noPlaceFound', { text: search.trim() })}</p> : null}
        {shown.map((district) => {
          const whole = { city: province.name, district: district.name, neighbourhood: null };
          const some = district.neighbourhoods.some((n) => has({ ...whole, neighbourhood: n }));
          return (
            <details key={district.name} open={some || (searching && district.neighbourhoods.length < 20)}>
              <summary>
                <label className={formStyles.checkField}>
                  <input
                    type="checkbox"
                    className={formStyles.checkbox}
                    checked={has(whole)}
                    onChange={(e) => toggle(whole, e.target.checked)}
                  />
                  {t('wholeDistrict', { district: district.name })}
                </label>
              </summary>
              <div className={styles.neighbourhoods}>
                {district.neighbourhoods.map((name) => {
                  const place = { ...whole, neighbourhood: name };
                  return (
                    <label key={name} className={formStyles.checkField}>
                      <input
                        type="checkbox"
                        className={formStyles.checkbox}
                        checked={has(place) || has(whole)}
                        disabled={has(whole)}
                        onChange={(e) => toggle(place, e.target.checked)}
                      />
                      {name}
                    </label>
                  );
                })}
              </div>
            </details>
          );
        })}
      </div>
      <FieldError id="places-error" errors={errors} />
    </fieldset>
  );
}
