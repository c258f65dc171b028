import type { ComponentProps } from 'react';
import { SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { LIMITS } from '@/lib/catalog/forms';

type TextFieldProps = ComponentProps<typeof TextField>;

/** "Position": the whole number that orders products, categories and variants (lower first). */
export function PositionField({
  position = 0,
  ...field
}: Omit<TextFieldProps, 'name' | 'label' | 'type' | 'min' | 'max' | 'step' | 'defaultValue'> & { position?: number }) {
  return (
    <TextField
      name="position"
      label="Position"
      type="number"
      min={0}
      max={LIMITS.position}
      step={1}
      defaultValue={String(position)}
      {...field}
    />
  );
}

/** "Variant name": a required name within the POS's length limit, in a row that gives it the room. */
export function VariantNameField(field: Omit<TextFieldProps, 'name' | 'label' | 'maxLength' | 'required' | 'className'>) {
  return <TextField name="name" label="Variant name" className={styles.grow} maxLength={LIMITS.variantName} required {...field} />;
}

/** A row form's Save and Delete buttons; Delete sends intent=delete, which the row's action reads. */
export function SaveDeleteButtons({ save, remove }: { save: string; remove: string }) {
  return (
    <>
      <SubmitButton className={styles.secondary} pendingLabel={save}>
        {save}
      </SubmitButton>
      <SubmitButton name="intent" value="delete" className={styles.danger} pendingLabel={remove}>
        {remove}
      </SubmitButton>
    </>
  );
}
