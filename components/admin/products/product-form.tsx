'use client';

import { useActionState } from 'react';
import { Field, FormStatus } from '@/components/admin/products/field';
import styles from '@/components/admin/products/products.module.css';
import { keepValuesOnSubmit } from '@/components/admin/products/use-kept-values';
import formStyles from '@/components/admin/shell/form.module.css';
import type { FormState } from '@/lib/forms/form-state';
import { LIMITS } from '@/lib/catalog/forms';

export interface ProductFormValues {
  id: number;
  name: string;
  slug: string;
  description: string;
  categoryId: number;
  position: number;
  visible: boolean;
}

interface ProductFormProps {
  action: (state: FormState, formData: FormData) => Promise<FormState>;
  categories: Array<{ id: number; name: string }>;
  /** The product being edited; absent for a new product (which also asks for its first variant). */
  product?: ProductFormValues;
}

/** The own product form: name, slug, description, category (existing or new), position, visibility. */
export function ProductForm({ action, categories, product }: ProductFormProps) {
  const [state, formAction, pending] = useActionState(action, { ok: false });
  const errors = state.fieldErrors ?? {};
  const isNew = product === undefined;
  return (
    <form action={formAction} onSubmit={keepValuesOnSubmit(formAction)} className={formStyles.form} noValidate>
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      <Field id="product-name" name="name" label="Name" errors={errors.name}>
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            defaultValue={product?.name}
            required
            maxLength={LIMITS.name}
            autoComplete="off"
          />
        )}
      </Field>
      <Field
        id="product-slug"
        name="slug"
        label="Slug (web address)"
        hint={
          isNew ? 'Leave empty to make one from the name.' : 'Lowercase letters, digits and hyphens. Leave empty to make one from the name.'
        }
        errors={errors.slug}
      >
        {(control) => (
          <input {...control} className={formStyles.input} defaultValue={product?.slug} maxLength={LIMITS.slug} autoComplete="off" />
        )}
      </Field>
      <Field
        id="product-description"
        name="description"
        label="Description"
        hint="Shown on the menu under the name."
        errors={errors.description}
      >
        {(control) => (
          <textarea {...control} className={formStyles.input} defaultValue={product?.description} rows={3} maxLength={LIMITS.description} />
        )}
      </Field>
      <Field
        id="product-category"
        name="categoryId"
        label="Category"
        hint={categories.length ? undefined : 'No categories yet: name a new one below.'}
        errors={errors.categoryId}
      >
        {(control) => (
          <select {...control} className={formStyles.input} defaultValue={product?.categoryId ?? ''}>
            <option value="">{categories.length ? 'Choose a category…' : 'No categories yet'}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        id="product-new-category"
        name="newCategory"
        label="Or a new category"
        hint="Creates the category (or uses the one with this name)."
        errors={errors.newCategory}
      >
        {(control) => <input {...control} className={formStyles.input} maxLength={LIMITS.categoryName} autoComplete="off" />}
      </Field>
      {isNew ? (
        <Field
          id="product-variant"
          name="variantName"
          label="First variant"
          hint="E.g. Porsiyon, Adet, Kutu (330 ml). Add more variants after creating."
          errors={errors.variantName}
        >
          {(control) => <input {...control} className={formStyles.input} required maxLength={LIMITS.variantName} autoComplete="off" />}
        </Field>
      ) : null}
      <Field
        id="product-position"
        name="position"
        label="Position"
        hint="Lower numbers come first in the category."
        errors={errors.position}
      >
        {(control) => (
          <input
            {...control}
            className={formStyles.input}
            type="number"
            min={0}
            max={LIMITS.position}
            step={1}
            defaultValue={product?.position ?? 0}
          />
        )}
      </Field>
      <div className={styles.inline}>
        <input id="product-visible" name="visible" type="checkbox" defaultChecked={product?.visible ?? true} />
        <label htmlFor="product-visible">Visible on the menu</label>
      </div>
      <FormStatus ok={state.ok} message={state.message} />
      <button type="submit" className={formStyles.submit} disabled={pending}>
        {pending ? 'Saving…' : isNew ? 'Create product' : 'Save product'}
      </button>
    </form>
  );
}
