'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { useMoney } from '@/components/i18n/use-money';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { LIMITS } from '@/lib/catalog/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SERVICE_MODES, type MappingState, type MappingTarget, type ModeState } from '@/lib/catalog/mapping';
import type { Suggestion, UnitCandidate } from '@/lib/catalog/suggest';

function useModeText(): (state: ModeState) => string {
  const t = useTranslations('AdminProducts.mapping');
  const money = useMoney();
  return (state) => {
    if (state.kind === 'noPrice') return t('noPrice');
    if (state.kind === 'inactive') return t('inactive', { price: money(state.priceMinor) });
    return money(state.priceMinor);
  };
}

const unitLabel = (c: { productName: string; unitName: string }) => `${c.productName} – ${c.unitName}`;

function CurrentMapping({ state, mapping }: { state: MappingState; mapping: MappingTarget | null }) {
  const t = useTranslations('AdminProducts.mapping');
  const modeText = useModeText();
  if (state.status === 'unmapped') {
    return <p className={styles.muted}>{t('unmapped')}</p>;
  }
  if (state.status === 'stale') {
    return (
      <div>
        <p>
          {mapping?.posProductCode
            ? t('staleCode', { code: mapping.posProductCode })
            : t('staleUnit', { unit: String(mapping?.posProductUnitId ?? '?') })}
        </p>
        <p className={styles.muted}>
          {state.reason} {t('chooseAnother')}
        </p>
      </div>
    );
  }
  return (
    <div>
      <p>
        <strong>{unitLabel(state)}</strong> · {t('unit', { unit: String(state.unitId) })}
        {state.via === 'code' ? ` ${t('byCode', { code: state.productCode ?? '' })}` : ''}
      </p>
      <ul className={styles.prices} aria-label={t('prices')}>
        {SERVICE_MODES.map((mode) => (
          <li key={mode}>
            {t('mode', { mode })}: {modeText(state.modes[mode])}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface UnitOptionsProps {
  variantId: number;
  units: Array<UnitCandidate & { score?: number; codeMatch?: boolean }>;
  currentUnitId: number | null;
  formAction: (formData: FormData) => void;
  pending: boolean;
}

function UnitOptions({ variantId, units, currentUnitId, formAction, pending }: UnitOptionsProps) {
  const t = useTranslations('AdminProducts.mapping');
  return (
    <ul className={styles.options}>
      {units.map((unit) => (
        <li key={unit.unitId} className={styles.option}>
          <span className={styles.optionText}>
            {unitLabel(unit)}
            <br />
            <span className={styles.muted}>
              {t('unit', { unit: String(unit.unitId) })} · {unit.categoryName}
              {unit.productCode ? ` · ${t('code', { code: unit.productCode })}` : ''}
              {unit.score !== undefined ? ` · ${t('match', { score: Math.round(unit.score * 100) })}` : ''}
              {unit.codeMatch ? ` · ${t('sameCode')}` : ''}
            </span>
          </span>
          {unit.unitId === currentUnitId ? (
            <span className={`${styles.badge} ${styles.ok}`}>{t('currentBadge')}</span>
          ) : (
            <form action={formAction}>
              <input type="hidden" name="variantId" value={variantId} />
              <input type="hidden" name="unitId" value={unit.unitId} />
              <SubmitButton
                className={styles.secondary}
                pending={pending}
                pendingLabel={t('map')}
                aria-label={t('mapTo', { product: unit.productName, variant: unit.unitName, unit: String(unit.unitId) })}
              >
                {t('map')}
              </SubmitButton>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}

export interface MappingEditorProps {
  action: FormAction;
  productId: number;
  variant: { id: number; name: string; state: MappingState; mapping: MappingTarget | null };
  suggestions: Suggestion[];
  /** The POS unit search, when staff searched for this variant. */
  search: { query: string; results: UnitCandidate[] } | null;
}

/** One variant's mapping: its current state, suggestions, a POS unit search and a product-code entry. */
export function MappingEditor({ action, productId, variant, suggestions, search }: MappingEditorProps) {
  const t = useTranslations('AdminProducts.mapping');
  const locale = useLocale();
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const currentUnitId = variant.state.status === 'mapped' && variant.state.via === 'unit' ? variant.state.unitId : null;
  const idPrefix = `variant-${variant.id}`;
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <h4 className={styles.subTitle}>{t('current')}</h4>
        <CurrentMapping state={variant.state} mapping={variant.mapping} />
        {variant.mapping ? (
          <form action={formAction}>
            <input type="hidden" name="variantId" value={variant.id} />
            <input type="hidden" name="intent" value="clear" />
            <SubmitButton className={styles.link} pending={pending} pendingLabel={t('remove')}>
              {t('remove')}
            </SubmitButton>
          </form>
        ) : null}
        <FormMessage state={state} />
      </div>

      <div className={styles.stack}>
        <h4 className={styles.subTitle}>{t('suggestions')}</h4>
        {suggestions.length ? (
          <UnitOptions variantId={variant.id} units={suggestions} currentUnitId={currentUnitId} formAction={formAction} pending={pending} />
        ) : (
          <p className={styles.muted}>{t('noSuggestions')}</p>
        )}

        <form
          method="get"
          action={`${getPathname({ href: `/admin/products/${productId}`, locale })}#${idPrefix}`}
          className={styles.inline}
          role="search"
        >
          <input type="hidden" name="variant" value={variant.id} />
          <TextField
            id={`${idPrefix}-q`}
            name="q"
            label={t('searchLabel')}
            className={styles.grow}
            type="search"
            defaultValue={search?.query}
            autoComplete="off"
          />
          <button type="submit" className={styles.secondary}>
            {t('search')}
          </button>
        </form>
        {search ? (
          search.results.length ? (
            <UnitOptions
              variantId={variant.id}
              units={search.results}
              currentUnitId={currentUnitId}
              formAction={formAction}
              pending={pending}
            />
          ) : (
            <p className={styles.muted}>{t('noResults', { query: search.query })}</p>
          )
        ) : null}

        <form action={formAction} className={styles.inline} noValidate>
          <input type="hidden" name="variantId" value={variant.id} />
          <TextField
            id={`${idPrefix}-code`}
            name="productCode"
            label={t('codeLabel')}
            hint={t('codeHint')}
            state={state}
            className={styles.grow}
            defaultValue={variant.mapping?.posProductCode ?? ''}
            maxLength={LIMITS.productCode}
            autoComplete="off"
          />
          <SubmitButton className={styles.secondary} pending={pending} pendingLabel={t('mapByCode')}>
            {t('mapByCode')}
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
