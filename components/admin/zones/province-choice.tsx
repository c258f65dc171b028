import { getTranslations } from 'next-intl/server';
import rowStyles from '@/components/admin/settings/rows.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { listProvinces } from '@/lib/zones/places';

/** Which province's districts the places list shows: a plain GET form, so it works without script too. */
export async function ProvinceChoice({ current }: { current: string }) {
  const t = await getTranslations('AdminZones.form');
  return (
    <form method="get" className={rowStyles.inline}>
      <label className={formStyles.label} htmlFor="province">
        {t('city')}
      </label>
      <select id="province" name="province" defaultValue={current}>
        {listProvinces().map((p) => (
          <option key={p.code} value={p.code}>
            {p.name}
          </option>
        ))}
      </select>
      <button type="submit" className={rowStyles.smallButton}>
        {t('showProvince')}
      </button>
    </form>
  );
}
