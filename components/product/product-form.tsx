'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { SubmitButton, TextAreaField } from '@/components/forms';
import { OptionFields } from '@/components/product/option-fields';
import { QuantityField } from '@/components/product/quantity-field';
import { SHOP_TEXTAREA } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/product/product.module.css';
import { ADD_FIELDS, MAX_LINE_NOTE } from '@/lib/cart/add-form';
import { initialFormState, type FormAction } from '@/lib/forms';
import { formatMoney } from '@/lib/money';
import type { ProductPage } from '@/lib/storefront/product';

interface ProductFormProps {
  product: Pick<ProductPage, 'name' | 'variants' | 'configs'>;
  addToCart: FormAction;
}

/** The paid options ticked in the form, at the prices the page showed (the server prices again). */
function extrasOf(form: HTMLFormElement, product: ProductFormProps['product'], configKey: string): number {
  const data = new FormData(form);
  const config = product.configs[configKey];
  if (!config) return 0;
  return config.groups.reduce((sum, group) => {
    const chosen = new Set(data.getAll(ADD_FIELDS.group(group.id)).map(String));
    return sum + group.options.filter((o) => chosen.has(String(o.featureId))).reduce((s, o) => s + o.priceMinor, 0);
  }, 0);
}

/**
 * Variant, options, ingredients to leave out, combo choices, quantity and a note, then "Add to
 * cart". The form keeps what was chosen when the server asks for a correction; every field's
 * problem is tied to it with aria-describedby and the outcome is announced.
 */
export function ProductForm({ product, addToCart }: ProductFormProps) {
  const [state, formAction, pending] = useActionState(addToCart, initialFormState);
  const firstOnSale = product.variants.find((v) => v.unavailable === null) ?? product.variants[0];
  const [variantId, setVariantId] = useState(firstOnSale?.id ?? 0);
  const [quantity, setQuantity] = useState(1);
  const [extrasMinor, setExtrasMinor] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // After a refusal, take the customer to the first choice that needs attention.
    if (state.ok || !state.fieldErrors) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input') : invalid;
    target?.focus();
  }, [state]);
  const variant = product.variants.find((v) => v.id === variantId) ?? firstOnSale;
  if (!variant) return null;
  const config = product.configs[variant.configKey];
  const errors = state.fieldErrors ?? {};

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Dispatching by hand keeps the customer's choices in the form (a form action resets it).
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(() => formAction(formData));
  }

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onChange={(e) => setExtrasMinor(extrasOf(e.currentTarget, product, variant.configKey))}
      noValidate
    >
      {product.variants.length > 1 ? (
        <fieldset className={ui.group}>
          <legend className={ui.legend}>Size</legend>
          {product.variants.map((v) => (
            <label key={v.id} className={`${ui.choice} ${v.unavailable ? ui.choiceDisabled : ''}`}>
              <input
                type="radio"
                name={ADD_FIELDS.variant}
                value={v.id}
                checked={v.id === variant.id}
                disabled={v.unavailable !== null}
                onChange={() => setVariantId(v.id)}
              />
              <span className={ui.choiceText}>
                {v.name}
                {v.unavailable ? <span className={styles.unavailable}> · {v.unavailable}</span> : null}
              </span>
              <span className={ui.choicePrice}>{formatMoney(v.priceMinor)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name={ADD_FIELDS.variant} value={variant.id} />
      )}

      {config ? <OptionFields key={variant.configKey} config={config} errors={errors} /> : null}

      <QuantityField value={quantity} onChange={setQuantity} errors={errors.quantity} />

      <TextAreaField
        name={ADD_FIELDS.note}
        id="line-note"
        label="Note for the kitchen (optional)"
        errors={errors.note}
        maxLength={MAX_LINE_NOTE}
        classes={SHOP_TEXTAREA}
      />

      {variant.unavailable ? (
        <p className={ui.warning}>{variant.unavailable === 'Sold out' ? `${product.name} is sold out.` : variant.unavailable}</p>
      ) : null}
      {errors.options ? <p className={ui.warning}>{errors.options.join(' ')}</p> : null}

      {/* Not the toolkit's FormMessage: an added line's announcement carries its "View cart" link. */}
      <div role="status" aria-live="polite" className={ui.status}>
        {state.message ? (
          <p className={state.ok ? ui.success : ui.warning}>
            {state.message} {state.ok ? <Link href="/cart">View cart</Link> : null}
          </p>
        ) : null}
      </div>
      <div className={styles.addBar}>
        <span className={styles.lineTotal}>{formatMoney((variant.priceMinor + extrasMinor) * quantity)}</span>
        <SubmitButton className={ui.primary} pending={pending} pendingLabel="Add to cart" disabled={variant.unavailable !== null}>
          Add to cart
        </SubmitButton>
      </div>
    </form>
  );
}
