'use client';

import { useActionState } from 'react';
import { FormMessage, SubmitButton, TextField } from '@/components/forms';
import styles from '@/components/admin/products/products.module.css';
import { LIMITS } from '@/lib/catalog/forms';
import { initialFormState, type FormAction } from '@/lib/forms';
import { SERVICE_MODES, type MappingState, type MappingTarget, type ModeState } from '@/lib/catalog/mapping';
import type { Suggestion, UnitCandidate } from '@/lib/catalog/suggest';
import { formatMoney } from '@/lib/money';

const MODE_NAMES = { delivery: 'Delivery', pickup: 'Pickup', table: 'Table' } as const;

function modeText(state: ModeState): string {
  if (state.kind === 'noPrice') return 'no price';
  if (state.kind === 'inactive') return `not on sale (${formatMoney(state.priceMinor)})`;
  return formatMoney(state.priceMinor);
}

const unitLabel = (c: { productName: string; unitName: string }) => `${c.productName} – ${c.unitName}`;

function CurrentMapping({ state, mapping }: { state: MappingState; mapping: MappingTarget | null }) {
  if (state.status === 'unmapped') {
    return <p className={styles.muted}>Not mapped: this variant is not on the menu until it is mapped to a POS unit.</p>;
  }
  if (state.status === 'stale') {
    const target = mapping?.posProductCode ? `product code ${mapping.posProductCode}` : `POS unit ${mapping?.posProductUnitId ?? '?'}`;
    return (
      <div>
        <p>Mapped to {target}, which the POS no longer has.</p>
        <p className={styles.muted}>{state.reason} Choose another unit.</p>
      </div>
    );
  }
  return (
    <div>
      <p>
        <strong>{unitLabel(state)}</strong> · unit {state.unitId}
        {state.via === 'code' ? ` (by product code ${state.productCode ?? ''})` : ''}
      </p>
      <ul className={styles.prices} aria-label="POS prices">
        {SERVICE_MODES.map((mode) => (
          <li key={mode}>
            {MODE_NAMES[mode]}: {modeText(state.modes[mode])}
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
  return (
    <ul className={styles.options}>
      {units.map((unit) => (
        <li key={unit.unitId} className={styles.option}>
          <span className={styles.optionText}>
            {unitLabel(unit)}
            <br />
            <span className={styles.muted}>
              unit {unit.unitId} · {unit.categoryName}
              {unit.productCode ? ` · code ${unit.productCode}` : ''}
              {unit.score !== undefined ? ` · ${Math.round(unit.score * 100)}% match` : ''}
              {unit.codeMatch ? ' · same code' : ''}
            </span>
          </span>
          {unit.unitId === currentUnitId ? (
            <span className={`${styles.badge} ${styles.ok}`}>Current</span>
          ) : (
            <form action={formAction}>
              <input type="hidden" name="variantId" value={variantId} />
              <input type="hidden" name="unitId" value={unit.unitId} />
              <SubmitButton
                className={styles.secondary}
                pending={pending}
                pendingLabel="Map"
                aria-label={`Map to ${unitLabel(unit)}, unit ${unit.unitId}`}
              >
                Map
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
  const [state, formAction, pending] = useActionState(action, initialFormState);
  const currentUnitId = variant.state.status === 'mapped' && variant.state.via === 'unit' ? variant.state.unitId : null;
  const idPrefix = `variant-${variant.id}`;
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <h4 className={styles.subTitle}>Current mapping</h4>
        <CurrentMapping state={variant.state} mapping={variant.mapping} />
        {variant.mapping ? (
          <form action={formAction}>
            <input type="hidden" name="variantId" value={variant.id} />
            <input type="hidden" name="intent" value="clear" />
            <SubmitButton className={styles.link} pending={pending} pendingLabel="Remove mapping">
              Remove mapping
            </SubmitButton>
          </form>
        ) : null}
        <FormMessage state={state} />
      </div>

      <div className={styles.stack}>
        <h4 className={styles.subTitle}>Suggestions</h4>
        {suggestions.length ? (
          <UnitOptions variantId={variant.id} units={suggestions} currentUnitId={currentUnitId} formAction={formAction} pending={pending} />
        ) : (
          <p className={styles.muted}>No POS unit looks alike. Search below, or sync the catalogue first.</p>
        )}

        <form method="get" action={`/admin/products/${productId}#${idPrefix}`} className={styles.inline} role="search">
          <input type="hidden" name="variant" value={variant.id} />
          <TextField
            id={`${idPrefix}-q`}
            name="q"
            label="Search POS units by name, code or unit id"
            className={styles.grow}
            type="search"
            defaultValue={search?.query}
            autoComplete="off"
          />
          <button type="submit" className={styles.secondary}>
            Search
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
            <p className={styles.muted}>No live POS unit matches “{search.query}”.</p>
          )
        ) : null}

        <form action={formAction} className={styles.inline} noValidate>
          <input type="hidden" name="variantId" value={variant.id} />
          <TextField
            id={`${idPrefix}-code`}
            name="productCode"
            label="Or map by product code"
            hint="The POS uses the product's default unit for a code."
            state={state}
            className={styles.grow}
            defaultValue={variant.mapping?.posProductCode ?? ''}
            maxLength={LIMITS.productCode}
            autoComplete="off"
          />
          <SubmitButton className={styles.secondary} pending={pending} pendingLabel="Map by code">
            Map by code
          </SubmitButton>
        </form>
      </div>
    </div>
  );
}
