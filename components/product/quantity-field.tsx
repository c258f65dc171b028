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
  const set = (next: number) => onChange(Math.min(Math.max(Number.isFinite(next) ? Math.trunc(next) : 1, 1), MAX_QUANTITY));
  return (
    <div className={ui.field}>
      <label htmlFor="quantity" className={ui.label}>
        Quantity
      </label>
      <div className={ui.stepper}>
        <button type="button" className={ui.stepButton} onClick={() => set(value - 1)} disabled={value <= 1} aria-label="One fewer">
          −
        </button>
        <input
          id="quantity"
          name={ADD_FIELDS.quantity}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
          className={ui.stepValue}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errors ? 'quantity-error' : undefined}
        />
        <button
          type="button"
          className={ui.stepButton}
          onClick={() => set(value + 1)}
          disabled={value >= MAX_QUANTITY}
          aria-label="One more"
        >
          +
        </button>
      </div>
      {errors ? (
        <p id="quantity-error" className={ui.error}>
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
