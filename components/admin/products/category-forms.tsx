'use client';

import { useActionState } from 'react';
import { Field, FormStatus } from '@/components/admin/products/field';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { keepValuesOnSubmit } from '@/components/admin/products/use-kept-values';
import formStyles from '@/components/admin/shell/form.module.css';
import type { FormState } from '@/lib/forms/form-state';
import { LIMITS } from '@/lib/catalog/forms';

type Action = (state: FormState, formData: FormData) => Promise<FormState>;

interface CategoryFieldsProps {
  idPrefix: string;
  errors: Record<string, string[]>;
  values?: { name: string; position: number; visible: boolean };
}

function CategoryFields({ idPrefix, errors, values }: CategoryFieldsProps) {
  return (
    <>
      <Field id={`${idPrefix}-name`} name="name" label="Name" errors={errors.name} className={styles.grow}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            defaultValue={values?.name}
            maxLength={LIMITS.categoryName}
            required
            autoComplete="off"
          />
        )}
      </Field>
      <Field id={`${idPrefix}-position`} name="position" label="Position" errors={errors.position} className={styles.narrow}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            type="number"
            min={0}
            max={LIMITS.position}
            step={1}
            defaultValue={values?.position ?? 0}
          />
        )}
      </Field>
      <div className={styles.inline}>
        <input id={`${idPrefix}-visible`} name="visible" type="checkbox" defaultChecked={values?.visible ?? true} />
        <label htmlFor={`${idPrefix}-visible`}>Visible</label>
      </div>
    </>
  );
}

/** One category's row: rename, reorder, show or hide, delete when empty. */
export function CategoryRow({
  action,
  category,
}: {
  action: Action;
  category: { id: number; name: string; position: number; visible: boolean; productCount: number };
}) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const idPrefix = `category-${category.id}`;
  return (
    <li className={styles.variant}>
      <form
        action={formAction}
        onSubmit={keepValuesOnSubmit(formAction)}
        className={styles.inline}
        noValidate
        aria-label={`Category ${category.name}`}
      >
        <input type="hidden" name="id" value={category.id} />
        <CategoryFields idPrefix={idPrefix} errors={state.fieldErrors ?? {}} values={category} />
        <span className={styles.muted}>{category.productCount === 1 ? '1 product' : `${category.productCount} products`}</span>
        <button type="submit" className={styles.secondary} disabled={pending}>
          Save
        </button>
        <button type="submit" name="intent" value="delete" className={styles.danger} disabled={pending}>
          Delete
        </button>
      </form>
      <FormStatus ok={state.ok} message={state.message} />
    </li>
  );
}

/** "New category". */
export function NewCategoryForm({ action }: { action: Action }) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  return (
    <form action={formAction} onSubmit={keepValuesOnSubmit(formAction)} className={ui.panel} noValidate>
      <h2 className={ui.panelTitle}>New category</h2>
      <div className={styles.inline}>
        <CategoryFields idPrefix="new-category" errors={state.fieldErrors ?? {}} />
        <button type="submit" className={styles.secondary} disabled={pending}>
          Create category
        </button>
      </div>
      <FormStatus ok={state.ok} message={state.message} />
    </form>
  );
}
