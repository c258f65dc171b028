import { useTranslations } from 'next-intl';
import { Field } from '@/components/forms';
import { SHOP_INPUT } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import { ADD_FIELDS } from '@/lib/cart/add-form';
import { MAX_QUANTITY } from '@/lib/pricing/money';

interface QuantityFieldProps {
  value: number;
  onChange: (value: number) => void;
  errors?: string[];
}

/** A labelled number field between "−" and "+" buttons (1 to 99). */
export function QuantityField({ value, onChange, errors }: QuantityFieldProps) {
  const t = useTranslations('Product');
  const set = (next: number) => onChange(Math.min(Math.max(Number.isFinite(next) ? Math.trunc(next) : 1, 1), MAX_QUANTITY));
  return (
    <Field
      name={ADD_FIELDS.quantity}
      id="quantity"
      label={t('quantity')}
      errors={errors}
      classes={{ ...SHOP_INPUT, control: ui.stepValue }}
    >
      {(control) => (
        <div className={ui.stepper}>
          <button type="button" className={ui.stepButton} onClick={() => set(value - 1)} disabled={value <= 1} aria-label={t('fewer')}>
            −
          </button>
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_QUANTITY}
            value={value}
            onChange={(event) => set(Number(event.target.value))}
          />
          <button
            type="button"
            className={ui.stepButton}
            onClick={() => set(value + 1)}
            disabled={value >= MAX_QUANTITY}
            aria-label={t('more')}
          >
            +
          </button>
        </div>
      )}
    </Field>
  );
}
