'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useActionState, useEffect, useState } from 'react';
import styles from '@/components/shop/zone-picker.module.css';
import ui from '@/components/shop/ui.module.css';
import { initialFormState, type FormAction } from '@/lib/forms/form-state';
import type { ZonePickerData } from '@/lib/zones/picker';

/** The picker's fixed words in the visitor's language, written on the server (docs/decisions/270). */
export type ZonePickerWords = Record<
  | 'title'
  | 'lead'
  | 'city'
  | 'district'
  | 'neighbourhood'
  | 'anyNeighbourhood'
  | 'save'
  | 'useLocation'
  | 'locating'
  | 'locationFailed'
  | 'change'
  | 'outside',
  string
>;

async function fetchPicker(locale: string): Promise<ZonePickerData | null> {
  try {
    const response = await fetch(`/api/zone?locale=${encodeURIComponent(locale)}`, { cache: 'no-store' });
    return response.ok ? ((await response.json()) as ZonePickerData) : null;
  } catch {
    return null;
  }
}

/**
 * "Where should we deliver?": the delivery customer's province, district and neighbourhood, or
 * their location, chosen before the cart (issue 19), and the chosen zone's fee, minimum and time.
 * Asked of /api/zone once the page has loaded (the cached menu is the same for everyone); the
 * choice is a cookie the cart and checkout price with. Nothing is shown in a shop without zones.
 * Its words come from the server: fixed ones as props, the zone's terms written by /api/zone in `locale`.
 */
export function ZonePicker({ chooseZone, words, locale }: { chooseZone: FormAction; words: ZonePickerWords; locale: string }) {
  const router = useRouter();
  const [data, setData] = useState<ZonePickerData | null>(null);
  const [editing, setEditing] = useState(false);
  const [state, action, pending] = useActionState(chooseZone, initialFormState);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  useEffect(() => {
    let live = true;
    void fetchPicker(locale).then((body) => {
      if (live) setData(body);
    });
    return () => {
      live = false;
    };
  }, [state, locale]);
  // A chosen area closes the form; the page is rendered again for the cart's new fee.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.ok) setEditing(false);
  }
  useEffect(() => {
    if (state.ok) router.refresh();
  }, [state, router]);

  const chosenPlace = data?.choice && 'district' in data.choice ? data.choice : null;
  const [province, setProvince] = useState<string | null>(null);
  const [district, setDistrict] = useState<string | null>(null);
  if (!data || data.status === 'no-zones') return null;
  const provinceName = province ?? chosenPlace?.city ?? data.provinces[0]?.name ?? '';
  const places = data.provinces.find((p) => p.name === provinceName) ?? data.provinces[0];
  const districtName = district ?? (chosenPlace?.city === provinceName ? chosenPlace.district : '');
  const neighbourhoods = places?.districts.find((d) => d.name === districtName)?.neighbourhoods ?? [];

  const useLocation = () => {
    if (!('geolocation' in navigator)) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        const form = new FormData();
        form.set('latitude', position.coords.latitude.toFixed(6));
        form.set('longitude', position.coords.longitude.toFixed(6));
        startTransition(() => action(form));
      },
      () => setLocating('failed'),
      { timeout: 10_000 },
    );
  };

  const zone = data.zone;
  const showForm = editing || data.status !== 'inside';
  return (
    <section className={styles.picker} aria-labelledby="zone-picker-title">
      <h2 id="zone-picker-title" className={styles.title}>
        {words.title}
      </h2>
      {zone && !editing ? (
        <p className={styles.summary} role="status">
          <span>{zone.summary}</span>
          <button type="button" className={styles.link} onClick={() => setEditing(true)}>
            {words.change}
          </button>
        </p>
      ) : null}
      {data.status === 'outside' && !editing ? <p className={ui.warning}>{words.outside}</p> : null}
      {showForm ? (
        <>
          {data.status === 'unknown' ? <p className={ui.hint}>{words.lead}</p> : null}
          {places ? (
            <form action={action} className={styles.form}>
              {data.provinces.length > 1 ? (
                <label className={styles.field}>
                  <span>{words.city}</span>
                  <select name="city" value={provinceName} onChange={(e) => (setProvince(e.target.value), setDistrict(''))}>
                    {data.provinces.map((p) => (
                      <option key={p.code}>{p.name}</option>
                    ))}
                  </select>
                </label>
              ) : (
                <input type="hidden" name="city" value={provinceName} />
              )}
              <label className={styles.field}>
                <span>{words.district}</span>
                <select name="district" value={districtName} onChange={(e) => setDistrict(e.target.value)} required>
                  <option value="">—</option>
                  {places.districts.map((d) => (
                    <option key={d.name}>{d.name}</option>
                  ))}
                </select>
              </label>
              <label className={styles.field}>
                <span>{words.neighbourhood}</span>
                <select
                  name="neighbourhood"
                  key={districtName}
                  defaultValue={chosenPlace?.district === districtName ? (chosenPlace.neighbourhood ?? '') : ''}
                  required
                >
                  <option value="">{words.anyNeighbourhood}</option>
                  {neighbourhoods.map((n) => (
                    <option key={n}>{n}</option>
                  ))}
                </select>
              </label>
              <button type="submit" className={ui.primary} disabled={pending}>
                {words.save}
              </button>
            </form>
          ) : null}
          <p className={styles.location}>
            <button type="button" className={ui.secondary} onClick={useLocation} disabled={pending || locating === 'busy'}>
              {locating === 'busy' ? words.locating : words.useLocation}
            </button>
          </p>
          {locating === 'failed' ? <p className={ui.error}>{words.locationFailed}</p> : null}
          {state.ok === false && state.message ? (
            <p className={ui.error} role="alert">
              {state.message}
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
