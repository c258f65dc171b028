import { getTranslations } from 'next-intl/server';
import rowStyles from '@/components/admin/settings/rows.module.css';
import zoneStyles from '@/components/admin/zones/zones.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { listProvinces } from '@/lib/zones/places';

const FORM_ID = 'province-choice';

/**
 * Which province's districts the places list shows: a plain GET form, so it works without script
 * too. The form itself stands outside the zone form (forms do not nest); its select and button sit
 * in the places part of the zone form and belong to it through their `form` attribute.
 */
export function ProvinceForm() {
  return <form id={FORM_ID} method="get" />;
}

/** The province select and its button, placed inside the zone form's places part. */
export async function ProvinceChoice({ current }: { current: string }) {
  const t = await getTranslations('AdminZones.form');
  return (
    <div className={zoneStyles.provinceRow}>
      <label className={formStyles.label} htmlFor="province">
        {t('city')}
      </label>
      <select id="province" name="province" form={FORM_ID} defaultValue={current} className={formStyles.input}>
        {listProvinces().map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </select>
      <button type="submit" form={FORM_ID} className={rowStyles.smallButton}>
        {t('showProvince')}
      </button>
    </div>
  );
}
