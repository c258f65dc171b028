import { useTranslations } from 'next-intl';
import { AllergenFactsList } from '@/components/allergens/allergen-facts';
import styles from '@/components/order/order.module.css';
import type { OrderView } from '@/lib/orders/view';

/** The allergens of what was ordered, as stored with the order when it was placed (docs/decisions/236). */
export function OrderAllergens({ lines }: { lines: OrderView['lines'] }) {
  const t = useTranslations('Allergens');
  const withAllergens = lines.filter((line) => line.allergens.contains.length > 0 || line.allergens.traces.length > 0);
  return (
    <section aria-labelledby="order-allergens" className={styles.allergens}>
      <h2 id="order-allergens">{t('orderHeading')}</h2>
      {withAllergens.length === 0 ? (
        <p>{t('orderNone')}</p>
      ) : (
        <>
          <p className={styles.lineNote}>{t('orderIntro')}</p>
          <ul className={styles.lines}>
            {withAllergens.map((line, index) => (
              <li key={index} className={styles.line}>
                <p className={styles.lineHead}>{line.name}</p>
                <AllergenFactsList allergens={line.allergens} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
