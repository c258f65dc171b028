'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import type { FormState } from '@/lib/forms';
import { LIMITS } from '@/lib/catalog/forms';

type TextFieldProps = ComponentProps<typeof TextField>;

/** "Position": the whole number that orders products, categories and variants (lower first). */
export function PositionField({
  position = 0,
  ...field
}: Omit<TextFieldProps, 'name' | 'label' | 'type' | 'min' | 'max' | 'step' | 'defaultValue'> & { position?: number }) {
  const t = useTranslations('AdminProducts');
  return (
    <TextField
      name="position"
      label={t('position')}
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
  const t = useTranslations('AdminProducts');
  return <TextField name="name" label={t('variantName')} className={styles.grow} maxLength={LIMITS.variantName} required {...field} />;
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

interface PanelFormProps {
  formAction: (payload: FormData) => void;
  state: FormState;
  /** The panel's heading, at the level the page needs. */
  heading: ReactNode;
  /** The submit button's text, also shown while the action runs. */
  submit: string;
  /** Hidden inputs, before the row of fields. */
  hidden?: ReactNode;
  /** The fields, in one row with the submit button. */
  children: ReactNode;
}

/** A panel that adds something: its heading, one row of fields with the button, then the action's answer. */
export function PanelForm({ formAction, state, heading, submit, hidden, children }: PanelFormProps) {
  return (
    <form action={formAction} className={ui.panel} noValidate>
      {heading}
      {hidden}
      <div className={styles.inline}>
        {children}
        <SubmitButton className={styles.secondary} pendingLabel={submit}>
          {submit}
        </SubmitButton>
      </div>
      <FormMessage state={state} />
    </form>
  );
}
