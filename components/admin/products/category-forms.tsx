'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckboxField, FormMessage, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';
import { LIMITS } from '@/lib/catalog/forms';
import { PanelForm, PositionField, SaveDeleteButtons } from '@/components/admin/products/shared-fields';
import { TranslationFields } from '@/components/admin/products/translation-fields';

interface CategoryFieldsProps {
  idPrefix: string;
  state: FormState;
  values?: { name: string; position: number; visible: boolean; translations: Record<string, string> };
}

function CategoryFields({ idPrefix, state, values }: CategoryFieldsProps) {
  const t = useTranslations('AdminProducts');
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label={t('form.name')}
        state={state}
        className={styles.grow}
        defaultValue={values?.name}
        maxLength={LIMITS.categoryName}
        required
        autoComplete="off"
      />
      <TranslationFields
        idPrefix={idPrefix}
        state={state}
        values={values?.translations}
        nameLabel="form.nameIn"
        nameMax={LIMITS.categoryName}
        inline
      />
      <PositionField id={`${idPrefix}-position`} state={state} className={styles.narrow} position={values?.position} />
      <CheckboxField
        id={`${idPrefix}-visible`}
        name="visible"
        label={t('visibleShort')}
        state={state}
        defaultChecked={values?.visible ?? true}
        classes={{ field: styles.inline, control: '', label: '' }}
      />
    </>
  );
}

/** One category's row: rename, reorder, show or hide, delete when empty. */
export function CategoryRow({
  action,
  category,
}: {
  action: FormAction;
  category: { id: number; name: string; position: number; visible: boolean; productCount: number; translations: Record<string, string> };
}) {
  const t = useTranslations('AdminProducts');
  const [state, formAction] = useActionState(action, initialFormState);
  const idPrefix = `category-${category.id}`;
  return (
    <li className={styles.variant}>
      <form action={formAction} className={styles.inline} noValidate aria-label={t('categoryLabel', { name: category.name })}>
        <input type="hidden" name="id" value={category.id} />
        <CategoryFields idPrefix={idPrefix} state={state} values={category} />
        <span className={styles.muted}>{t('productCount', { count: category.productCount })}</span>
        <SaveDeleteButtons save={t('save')} remove={t('delete')} />
      </form>
      <FormMessage state={state} />
    </li>
  );
}

/** "New category". */
export function NewCategoryForm({ action }: { action: FormAction }) {
  const t = useTranslations('AdminProducts');
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <PanelForm
      formAction={formAction}
      state={state}
      heading={<h2 className={ui.panelTitle}>{t('newCategory')}</h2>}
      submit={t('createCategory')}
    >
      <CategoryFields idPrefix="new-category" state={state} />
    </PanelForm>
  );
}
