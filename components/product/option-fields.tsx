import { useTranslations } from 'next-intl';
import { FieldError } from '@/components/forms';
import { describedBy } from '@/components/forms/field';
import ui from '@/components/shop/ui.module.css';
import styles from '@/components/product/product.module.css';
import type { AllergenFacts } from '@/lib/catalog/allergens';
import { ADD_FIELDS } from '@/lib/cart/add-form';
import { useMoney } from '@/components/i18n/use-money';
import type { ComboGroupOffer, OptionConfig, OptionGroupOffer } from '@/lib/storefront/option-config';

interface OptionFieldsProps {
  config: OptionConfig;
  errors: Record<string, string[]>;
  /** What each option adds to the dish, by feature id (docs/decisions/235). */
  allergens?: Record<number, AllergenFacts>;
}

/** "içerir: Süt · eser miktarda içerebilir: Susam" under an option's name; nothing for an option without allergens. */
function OptionAllergens({ facts }: { facts: AllergenFacts | undefined }) {
  const t = useTranslations('Allergens');
  if (!facts || (facts.contains.length === 0 && facts.traces.length === 0)) return null;
  const names = (codes: AllergenFacts['contains']) => codes.map((code) => t(`names.${code}`)).join(', ');
  const parts = [
    ...(facts.contains.length ? [t('optionContains', { names: names(facts.contains) })] : []),
    ...(facts.traces.length ? [t('optionTraces', { names: names(facts.traces) })] : []),
  ];
  return <span className={styles.optionAllergens}>{parts.join(' · ')}</span>;
}

type ProductT = ReturnType<typeof useTranslations<'Product'>>;

/** "1 seçim yapın", "İsteğe bağlı", "En az 2 seçim yapın": what a group asks for. */
function groupHint(group: OptionGroupOffer, t: ProductT): string {
  if (group.selection === 'single') return group.required > 0 ? t('chooseOne') : t('optionalChooseOne');
  return group.required > 0 ? t('chooseAtLeast', { count: group.required }) : t('optional');
}

/** One fieldset: legend, what it asks for, its problem, tied together for assistive technology. */
function Group({
  field,
  legend,
  hint,
  errors,
  children,
}: {
  field: string;
  legend: string;
  hint: string;
  errors?: string[];
  children: React.ReactNode;
}) {
  // The toolkit's Field wraps one control; a group of radios or checkboxes is a fieldset, wired the same way.
  const invalid = Boolean(errors?.length);
  return (
    <fieldset className={ui.group} aria-describedby={describedBy(field, true, invalid)} aria-invalid={invalid ? true : undefined}>
      <legend className={ui.legend}>{legend}</legend>
      <p id={`${field}-hint`} className={ui.hint}>
        {hint}
      </p>
      <FieldError id={`${field}-error`} errors={errors} className={ui.error} />
      {children}
    </fieldset>
  );
}

function ComboGroup({ group, errors }: { group: ComboGroupOffer; errors?: string[] }) {
  const t = useTranslations('Product');
  const field = ADD_FIELDS.combo(group.groupId);
  const hint = group.selectableCount === 1 ? t('chooseOne') : t('comboChoose', { count: group.selectableCount });
  return (
    <Group field={field} legend={group.name} hint={hint} errors={errors}>
      {group.items.map((item) =>
        group.selectableCount === 1 ? (
          <label key={item.productUnitId} className={ui.choice}>
            <input type="radio" name={field} value={item.productUnitId} />
            <span className={ui.choiceText}>{item.name}</span>
          </label>
        ) : (
          <label key={item.productUnitId} className={ui.choice}>
            <input
              type="number"
              name={ADD_FIELDS.comboCount(group.groupId, item.productUnitId)}
              min={0}
              max={group.selectableCount}
              defaultValue={0}
              inputMode="numeric"
              className={`${ui.input} ${ui.countInput}`}
            />
            <span className={ui.choiceText}>{item.name}</span>
          </label>
        ),
      )}
    </Group>
  );
}

/** The product's option groups, ingredients to leave out and combo choices, as the mode offers them. */
export function OptionFields({ config, errors, allergens = {} }: OptionFieldsProps) {
  const t = useTranslations('Product');
  const money = useMoney();
  return (
    <>
      {config.combo.map((group) => (
        <ComboGroup key={group.groupId} group={group} errors={errors[ADD_FIELDS.combo(group.groupId)]} />
      ))}
      {config.groups.map((group) => {
        const field = ADD_FIELDS.group(group.id);
        return (
          <Group key={group.id} field={field} legend={group.name} hint={groupHint(group, t)} errors={errors[field]}>
            {group.options.map((option) => (
              <label key={option.featureId} className={ui.choice}>
                <input type={group.selection === 'single' ? 'radio' : 'checkbox'} name={field} value={option.featureId} />
                <span className={ui.choiceText}>
                  {option.name}
                  <OptionAllergens facts={allergens[option.featureId]} />
                </span>
                {option.priceMinor > 0 ? <span className={ui.choicePrice}>+{money(option.priceMinor)}</span> : null}
              </label>
            ))}
          </Group>
        );
      })}
      {config.exclusions.length > 0 ? (
        <Group field={ADD_FIELDS.without} legend={t('leaveOut')} hint={t('optional')} errors={errors[ADD_FIELDS.without]}>
          {config.exclusions.map((ingredient) => (
            <label key={ingredient.featureId} className={ui.choice}>
              <input type="checkbox" name={ADD_FIELDS.without} value={ingredient.featureId} />
              <span className={ui.choiceText}>{t('without', { name: ingredient.name })}</span>
            </label>
          ))}
        </Group>
      ) : null}
    </>
  );
}
