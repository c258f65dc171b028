'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState, type ReactNode } from 'react';
import { SettingsForm } from '@/components/admin/settings/settings-form';
import rowStyles from '@/components/admin/settings/rows.module.css';
import styles from '@/components/admin/settings/settings.module.css';
import { PlacesPicker, type PickerProvince } from '@/components/admin/zones/places-picker';
import { ZoneMap, type MapPoint } from '@/components/admin/zones/zone-map';
import zoneStyles from '@/components/admin/zones/zones.module.css';
import { TextAreaField, TextField } from '@/components/forms';
import formStyles from '@/components/forms/forms.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';
import { parsePolygonText, polygonText } from '@/lib/zones/geojson';
import { ZONE_KINDS, type ZoneKind, type ZonePlace } from '@/lib/zones/types';

/** What the form starts from: an existing zone's values as text, or empty ones for a new zone. */
export interface ZoneFormValues {
  id: string;
  name: string;
  kind: ZoneKind;
  fee: string;
  freeAbove: string;
  minimum: string;
  extraMinutes: string;
  radiusKm: string;
  polygon: string;
  places: ZonePlace[];
  referenceLatitude: string;
  referenceLongitude: string;
}

interface ZoneFormProps {
  action: FormAction;
  initial: ZoneFormValues;
  province: PickerProvince;
  restaurant: MapPoint | null;
  /** Where the map opens without a restaurant location. */
  fallbackCentre: MapPoint;
  tileUrl: string | null;
  currency: string;
  /** The province select (components/admin/zones/province-choice.tsx), shown with the places list. */
  provinceChoice: ReactNode;
}

const toPoints = (text: string): MapPoint[] => (parsePolygonText(text) ?? []).slice(0, -1).map(([lng, lat]) => [lat, lng]);
const toText = (points: MapPoint[]): string => {
  const first = points[0];
  return points.length >= 3 && first ? polygonText([...points, first].map(([lat, lng]) => [lng, lat])) : '';
};

/** Add or edit a delivery zone: its name, terms, and the shape of its kind (places, radius, polygon). */
export function ZoneForm({ action, initial, province, restaurant, fallbackCentre, tileUrl, currency, provinceChoice }: ZoneFormProps) {
  const t = useTranslations('AdminZones');
  const [state, formAction] = useActionState(action, initialFormState);
  const [kind, setKind] = useState<ZoneKind>(initial.kind);
  const [polygon, setPolygon] = useState(initial.polygon);
  const [corners, setCorners] = useState<MapPoint[]>(() => toPoints(initial.polygon));
  const [reference, setReference] = useState({ latitude: initial.referenceLatitude, longitude: initial.referenceLongitude });
  const [radiusKm, setRadiusKm] = useState(initial.radiusKm);
  const centre = restaurant ?? fallbackCentre;
  const value = (name: keyof ZoneFormValues) => String(state.values?.[name] ?? initial[name]);

  const setCornerPoints = (points: MapPoint[]) => {
    setCorners(points);
    setPolygon(toText(points));
  };
  const referencePoint: MapPoint[] =
    reference.latitude && reference.longitude ? [[Number(reference.latitude), Number(reference.longitude)]] : [];
  const radiusMeters = Math.round(Number(radiusKm.replace(',', '.')) * 1000);

  return (
    <SettingsForm formAction={formAction} state={state} submit={t('form.save')}>
      <input type="hidden" name="id" value={initial.id} />
      <div className={styles.grid}>
        <TextField name="name" label={t('form.name')} hint={t('form.nameHint')} state={state} defaultValue={value('name')} maxLength={60} />
        <fieldset className={styles.fieldset}>
          <legend className={formStyles.label}>{t('form.kind')}</legend>
          {ZONE_KINDS.map((option) => (
            <label key={option} className={formStyles.checkField}>
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
                className={formStyles.checkbox}
              />
              {t(`kinds.${option}`)}
            </label>
          ))}
        </fieldset>
        <TextField name="fee" label={`${t('form.fee')} (${currency})`} inputMode="decimal" state={state} defaultValue={value('fee')} />
        <TextField
          name="freeAbove"
          label={`${t('form.freeAbove')} (${currency})`}
          hint={t('form.freeAboveHint')}
          inputMode="decimal"
          state={state}
          defaultValue={value('freeAbove')}
        />
        <TextField
          name="minimum"
          label={`${t('form.minimum')} (${currency})`}
          inputMode="decimal"
          state={state}
          defaultValue={value('minimum')}
        />
        <TextField
          name="extraMinutes"
          label={t('form.extraMinutes')}
          inputMode="numeric"
          state={state}
          defaultValue={value('extraMinutes')}
        />
      </div>

      {kind === 'radius' ? (
        <>
          <TextField
            name="radiusKm"
            label={t('form.radiusKm')}
            hint={t('form.radiusHint')}
            inputMode="decimal"
            state={state}
            value={radiusKm}
            onChange={(e) => setRadiusKm(e.target.value)}
          />
          {restaurant ? (
            <ZoneMap
              centre={centre}
              tileUrl={tileUrl}
              mode="point"
              points={[restaurant]}
              onChange={() => undefined}
              circle={radiusMeters > 0 ? { centre: restaurant, radiusMeters } : null}
            />
          ) : null}
        </>
      ) : null}

      {kind === 'polygon' ? (
        <>
          <ZoneMap centre={centre} tileUrl={tileUrl} mode="polygon" points={corners} onChange={setCornerPoints} />
          <div className={zoneStyles.tools}>
            <span aria-live="polite">{t('map.corners', { count: corners.length })}</span>
            <button
              type="button"
              className={rowStyles.smallButton}
              onClick={() => setCornerPoints(corners.slice(0, -1))}
              disabled={corners.length === 0}
            >
              {t('map.undo')}
            </button>
            <button type="button" className={rowStyles.smallButton} onClick={() => setCornerPoints([])} disabled={corners.length === 0}>
              {t('map.clear')}
            </button>
          </div>
          <TextAreaField
            name="polygon"
            label={t('form.polygon')}
            hint={t('form.polygonHint')}
            state={state}
            value={polygon}
            rows={4}
            onChange={(e) => {
              setPolygon(e.target.value);
              const points = toPoints(e.target.value);
              if (points.length >= 3) setCorners(points);
            }}
          />
        </>
      ) : null}

      {kind === 'places' ? (
        <>
          {provinceChoice}
          <PlacesPicker province={province} initial={initial.places} errors={state.fieldErrors?.places} />
          <fieldset className={styles.fieldset} aria-describedby="reference-hint">
            <legend className={formStyles.label}>{t('form.reference')}</legend>
            <p id="reference-hint" className={zoneStyles.hint}>
              {t('form.referenceHint')}
            </p>
            <ZoneMap
              centre={referencePoint[0] ?? centre}
              tileUrl={tileUrl}
              mode="point"
              points={referencePoint}
              onChange={(points) => {
                const [point] = points;
                if (point) setReference({ latitude: String(point[0]), longitude: String(point[1]) });
              }}
            />
            <div className={styles.grid}>
              <TextField
                name="referenceLatitude"
                label={t('form.latitude')}
                inputMode="decimal"
                state={state}
                value={reference.latitude}
                onChange={(e) => setReference({ ...reference, latitude: e.target.value })}
              />
              <TextField
                name="referenceLongitude"
                label={t('form.longitude')}
                inputMode="decimal"
                state={state}
                value={reference.longitude}
                onChange={(e) => setReference({ ...reference, longitude: e.target.value })}
              />
            </div>
          </fieldset>
        </>
      ) : null}
    </SettingsForm>
  );
}
