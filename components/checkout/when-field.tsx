import { useTranslations } from 'next-intl';
import { SelectField } from '@/components/forms';
import { SHOP_SELECT } from '@/components/shop/shop-fields';
import styles from '@/components/checkout/checkout.module.css';
import type { CheckoutState } from '@/lib/checkout/form-fields';

/** "As soon as possible" or a free slot, grouped by day, as the checkout page worked them out. */
export interface WhenChoice {
  /** The ASAP option's words ("En kısa sürede: 19:45 civarında"); null while closed (only slots then). */
  asap: string | null;
  days: Array<{ label: string; slots: Array<{ value: string; time: string }> }>;
}

/** The "When?" choice of an order for later (docs/decisions/256); one select, no script needed. */
export function WhenField({ when, state }: { when: WhenChoice; state: CheckoutState }) {
  const t = useTranslations('Checkout.when');
  const first = when.days[0]?.slots[0]?.value ?? '';
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{t('legend')}</legend>
      <SelectField
        name="slot"
        label={t('slotLabel')}
        hint={t('laterHint')}
        state={state}
        defaultValue={when.asap === null ? first : ''}
        classes={SHOP_SELECT}
      >
        {when.asap !== null ? <option value="">{when.asap}</option> : null}
        {when.days.map((day) => (
          <optgroup key={day.label} label={day.label}>
            {day.slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {day.label} · {slot.time}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
    </fieldset>
  );
}
