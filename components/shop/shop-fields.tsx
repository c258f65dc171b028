import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldClasses } from '@/components/forms';
import ui from '@/components/shop/ui.module.css';

/** The shop's look (ui.module.css) for the form toolkit's fields: a text input's parts. */
export const SHOP_INPUT: FieldClasses = { field: ui.field, label: ui.label, control: ui.input, hint: ui.hint, error: ui.error };

/** The shop's look for a textarea field. */
export const SHOP_TEXTAREA: FieldClasses = { ...SHOP_INPUT, control: ui.textarea };

/** The shop's look for a select field. */
export const SHOP_SELECT: FieldClasses = { ...SHOP_INPUT, control: ui.select };

/** A field's label followed by a muted "(isteğe bağlı)" / "(optional)", part of its accessible name as before. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  const t = useTranslations('Shop');
  return (
    <>
      {children}
      <span className={ui.hint}> {t('optional')}</span>
    </>
  );
}
