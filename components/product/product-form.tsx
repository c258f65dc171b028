'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { SubmitButton, TextAreaField } from '@/components/forms';
import { useMoney } from '@/components/i18n/use-money';
import { OptionFields } from '@/components/product/option-fields';
import { QuantityField } from '@/components/product/quantity-field';
import { SHOP_TEXTAREA } from '@/components/shop/shop-fields';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/product/product.module.css';
import { ADD_FIELDS, MAX_LINE_NOTE } from '@/lib/cart/add-form';
import { initialFormState, type FormAction } from '@/lib/forms';
import { Link } from '@/lib/i18n/navigation';
import type { ShopStatus } from '@/lib/checkout/shop-status';
import type { ProductPage } from '@/lib/storefront/product';

interface ProductFormProps {
  product: Pick<ProductPage, 'name' | 'variants' | 'configs'> & Partial<Pick<ProductPage, 'optionAllergens'>>;
  /** Whether the shop takes orders now: "Add to cart" says what it does meanwhile (decision 141). Default: open. */
  status?: ShopStatus;
  addToCart: FormAction;
}

const OPEN: ShopStatus = { open: true };

/** The button's words for what adding does now, and whether it adds at all. */
function addButton(status: ShopStatus): { label: 'add' | 'addLater' | 'notTaking'; refused: boolean } {
  if (status.open) return { label: 'add', refused: false };
  return status.addLater ? { label: 'addLater', refused: false } : { label: 'notTaking', refused: true };
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
export function ProductForm({ product, status = OPEN, addToCart }: ProductFormProps) {
  const t = useTranslations('Product');
  const money = useMoney();
  const [state, formAction, pending] = useActionState(addToCart, initialFormState);
  // Bumped after each added line: the choices start afresh for the next one (issue 13, item 10).
  const [round, setRound] = useState(0);
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
  // A new answer that added the line resets the choices, during render (React's way to follow a changed value).
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.ok) {
      setRound(round + 1);
      setQuantity(1);
      setExtrasMinor(0);
    }
  }
  const variant = product.variants.find((v) => v.id === variantId) ?? firstOnSale;
  if (!variant) return null;
  const config = product.configs[variant.configKey];
  const errors = state.fieldErrors ?? {};
  const button = addButton(status);

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
          <legend className={ui.legend}>{t('size')}</legend>
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
              <span className={ui.choicePrice}>{money(v.priceMinor)}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <input type="hidden" name={ADD_FIELDS.variant} value={variant.id} />
      )}

      {config ? (
        <OptionFields key={`${variant.configKey}-${round}`} config={config} errors={errors} allergens={product.optionAllergens} />
      ) : null}

      <QuantityField value={quantity} onChange={setQuantity} errors={errors.quantity} />

      <TextAreaField
        key={round}
        name={ADD_FIELDS.note}
        id="line-note"
        label={t('note')}
        errors={errors.note}
        maxLength={MAX_LINE_NOTE}
        classes={SHOP_TEXTAREA}
      />

      {variant.unavailable ? (
        <p className={ui.warning}>{variant.soldOut ? t('productSoldOut', { name: product.name }) : variant.unavailable}</p>
      ) : null}
      {errors.options ? <p className={ui.warning}>{errors.options.join(' ')}</p> : null}

      <div className={styles.addBar}>
        {/* In the sticky bar, where the eye is after pressing the button, however long the page.
            Not the toolkit's FormMessage: an added line's announcement carries its "View cart" link. */}
        <div role="status" aria-live="polite" className={styles.addStatus}>
          {state.message ? (
            <p className={state.ok ? ui.success : ui.warning}>
              {state.message} {state.ok ? <Link href="/cart">{t('viewCart')}</Link> : null}
            </p>
          ) : null}
        </div>
        <div className={styles.addRow}>
          <span className={styles.lineTotal}>{money((variant.priceMinor + extrasMinor) * quantity)}</span>
          <SubmitButton
            className={ui.primary}
            pending={pending}
            pendingLabel={t(button.label)}
            disabled={variant.unavailable !== null || button.refused}
          >
            {t(button.label)}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
