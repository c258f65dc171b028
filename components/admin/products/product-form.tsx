'use client';

import { useActionState } from 'react';
import { useTranslations } from 'next-intl';
import { CheckboxField, FormMessage, SelectField, SubmitButton, TextAreaField, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import formStyles from '@/components/forms/forms.module.css';
import { LIMITS } from '@/lib/catalog/forms';
import { PositionField } from '@/components/admin/products/shared-fields';
import { TranslationFields } from '@/components/admin/products/translation-fields';
import { initialFormState, type FormAction } from '@/lib/forms';

export interface ProductFormValues {
  id: number;
  name: string;
  slug: string;
  description: string;
  categoryId: number;
  position: number;
  visible: boolean;
  /** The name and description in other languages, as form values (`name_en`, `description_en`). */
  translations: Record<string, string>;
}

interface ProductFormProps {
  action: FormAction;
  categories: Array<{ id: number; name: string }>;
  /** The product being edited; absent for a new product (which also asks for its first variant). */
  product?: ProductFormValues;
}

// The checkbox sits inline beside its label, as on the rest of the product pages.
const inlineCheckbox = { field: styles.inline, control: '', label: '' };

/**
 * The own product form: name and description in Turkish and in each other language, slug,
 * category (existing or new), position, visibility.
 */
export function ProductForm({ action, categories, product }: ProductFormProps) {
  const t = useTranslations('AdminProducts.form');
  const [state, formAction] = useActionState(action, initialFormState);
  const isNew = product === undefined;
  return (
    <form action={formAction} className={formStyles.form} noValidate>
      {product ? <input type="hidden" name="id" value={product.id} /> : null}
      <TextField
        id="product-name"
        name="name"
        label={t('name')}
        state={state}
        defaultValue={product?.name}
        required
        maxLength={LIMITS.name}
        autoComplete="off"
      />
      <TextAreaField
        id="product-description"
        name="description"
        label={t('description')}
        hint={t('descriptionHint')}
        state={state}
        defaultValue={product?.description}
        rows={3}
        maxLength={LIMITS.description}
      />
      <TranslationFields
        idPrefix="product"
        state={state}
        values={product?.translations}
        nameLabel="form.nameIn"
        nameMax={LIMITS.name}
        descriptionMax={LIMITS.description}
      />
      <TextField
        id="product-slug"
        name="slug"
        label={t('slug')}
        hint={isNew ? t('slugHintNew') : t('slugHint')}
        state={state}
        defaultValue={product?.slug}
        maxLength={LIMITS.slug}
        autoComplete="off"
      />
      <SelectField
        id="product-category"
        name="categoryId"
        label={t('category')}
        hint={categories.length ? undefined : t('noCategoriesHint')}
        state={state}
        defaultValue={product ? String(product.categoryId) : ''}
      >
        <option value="">{categories.length ? t('chooseCategory') : t('noCategories')}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField
        id="product-new-category"
        name="newCategory"
        label={t('newCategory')}
        hint={t('newCategoryHint')}
        state={state}
        maxLength={LIMITS.categoryName}
        autoComplete="off"
      />
      {isNew ? (
        <TextField
          id="product-variant"
          name="variantName"
          label={t('firstVariant')}
          hint={t('firstVariantHint')}
          state={state}
          required
          maxLength={LIMITS.variantName}
          autoComplete="off"
        />
      ) : null}
      <PositionField id="product-position" hint={t('positionHint')} state={state} position={product?.position} />
      <CheckboxField
        id="product-visible"
        name="visible"
        label={t('visible')}
        state={state}
        defaultChecked={product?.visible ?? true}
        classes={inlineCheckbox}
      />
      <FormMessage state={state} />
      <SubmitButton>{isNew ? t('create') : t('save')}</SubmitButton>
    </form>
  );
}
