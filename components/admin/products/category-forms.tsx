'use client';

import { useActionState } from 'react';
import { CheckboxField, FormMessage, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { initialFormState, type FormAction, type FormState } from '@/lib/forms';
import { LIMITS } from '@/lib/catalog/forms';
import { PanelForm, PositionField, SaveDeleteButtons } from '@/components/admin/products/shared-fields';

interface CategoryFieldsProps {
  idPrefix: string;
  state: FormState;
  values?: { name: string; position: number; visible: boolean };
}

function CategoryFields({ idPrefix, state, values }: CategoryFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        name="name"
        label="Name"
        state={state}
        className={styles.grow}
        defaultValue={values?.name}
        maxLength={LIMITS.categoryName}
        required
        autoComplete="off"
      />
      <PositionField id={`${idPrefix}-position`} state={state} className={styles.narrow} position={values?.position} />
      <CheckboxField
        id={`${idPrefix}-visible`}
        name="visible"
        label="Visible"
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
  category: { id: number; name: string; position: number; visible: boolean; productCount: number };
}) {
  const [state, formAction] = useActionState(action, initialFormState);
  const idPrefix = `category-${category.id}`;
  return (
    <li className={styles.variant}>
      <form action={formAction} className={styles.inline} noValidate aria-label={`Category ${category.name}`}>
        <input type="hidden" name="id" value={category.id} />
        <CategoryFields idPrefix={idPrefix} state={state} values={category} />
        <span className={styles.muted}>{category.productCount === 1 ? '1 product' : `${category.productCount} products`}</span>
        <SaveDeleteButtons save="Save" remove="Delete" />
      </form>
      <FormMessage state={state} />
    </li>
  );
}

/** "New category". */
export function NewCategoryForm({ action }: { action: FormAction }) {
  const [state, formAction] = useActionState(action, initialFormState);
  return (
    <PanelForm formAction={formAction} state={state} heading={<h2 className={ui.panelTitle}>New category</h2>} submit="Create category">
      <CategoryFields idPrefix="new-category" state={state} />
    </PanelForm>
  );
}
