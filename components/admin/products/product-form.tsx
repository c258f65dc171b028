'use client';

import { useActionState } from 'react';
import { CheckboxField, FormMessage, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { LIMITS } from '@/lib/catalog/forms';
import { PositionField } from '@/components/admin/products/shared-fields';
import { initialFormState, type FormAction } from '@/lib/forms';

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
  action: FormAction;
  categories: Array<{ id: number; name: string }>;
  /** The product being edited; absent for a new product (which also asks for its first variant). */
  product?: ProductFormValues;
}

// The checkbox sits inline beside its label, as on the rest of the product pages.
const inlineCheckbox = { field: styles.inline, control: '', label: '' };

/** The own product form: name, slug, description, category (existing or new), position, visibility. */
export function ProductForm({ action, categories, product }: ProductFormProps) {
  const [state, formAction] = useActionState(action, initialFormState);
  const isNew = product === undefined;
  return (
    <form action={formAction} className={formStyles.form} noValidate>
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      <TextField
        id="product-name"
        name="name"
        label="Name"
        state={state}
        defaultValue={product?.name}
        required
        maxLength={LIMITS.name}
        autoComplete="off"
      />
      <TextField
        id="product-slug"
        name="slug"
        label="Slug (web address)"
        hint={
          isNew ? 'Leave empty to make one from the name.' : 'Lowercase letters, digits and hyphens. Leave empty to make one from the name.'
        }
        state={state}
        defaultValue={product?.slug}
        maxLength={LIMITS.slug}
        autoComplete="off"
      />
      <TextAreaField
        id="product-description"
        name="description"
        label="Description"
        hint="Shown on the menu under the name."
        state={state}
        defaultValue={product?.description}
        rows={3}
        maxLength={LIMITS.description}
      />
      <SelectField
        id="product-category"
        name="categoryId"
        label="Category"
        hint={categories.length ? undefined : 'No categories yet: name a new one below.'}
        state={state}
        defaultValue={product ? String(product.categoryId) : ''}
      >
        <option value="">{categories.length ? 'Choose a category…' : 'No categories yet'}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="product-new-category"
        name="newCategory"
        label="Or a new category"
        hint="Creates the category (or uses the one with this name)."
        state={state}
        maxLength={LIMITS.categoryName}
        autoComplete="off"
      />
      {isNew ? (
        <TextField
          id="product-variant"
          name="variantName"
          label="First variant"
          hint="E.g. Porsiyon, Adet, Kutu (330 ml). Add more variants after creating."
          state={state}
          required
          maxLength={LIMITS.variantName}
          autoComplete="off"
        />
      ) : null}
      <PositionField id="product-position" hint="Lower numbers come first in the category." state={state} position={product?.position} />
      <CheckboxField
        id="product-visible"
        name="visible"
        label="Visible on the menu"
        state={state}
        defaultChecked={product?.visible ?? true}
        classes={inlineCheckbox}
      />
      <FormMessage state={state} />
      <SubmitButton>{isNew ? 'Create product' : 'Save product'}</SubmitButton>
    </form>
  );
}
