import { useTranslations } from 'next-intl';
import { LineEditor } from '@/components/cart/line-editor';
import styles from '@/components/cart/cart.module.css';
import type { PricedLine } from '@/lib/cart/price-cart';
import type { FormAction } from '@/lib/forms';
import { useMoney } from '@/components/i18n/use-money';
import { Link } from '@/lib/i18n/navigation';

interface CartLineItemProps {
  line: PricedLine;
  editLine: FormAction;
}

/** A cart line: name, its choices in words, price, and — when it cannot be ordered now — why. */
export function CartLineItem({ line, editLine }: CartLineItemProps) {
  const t = useTranslations('Cart');
  const money = useMoney();
  const selection = line.selection;
  return (
    <li className={`${styles.line} ${line.availability.ok ? '' : styles.unavailable}`}>
      <div className={styles.lineHead}>
        <h2 className={styles.lineName}>{line.slug ? <Link href={`/product/${line.slug}`}>{line.name}</Link> : line.name}</h2>
        <p className={styles.linePrice}>
          {line.totalMinor !== null && line.availability.ok ? (
            money(line.totalMinor)
          ) : (
            <>
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">{t('notInTotal')}</span>
            </>
          )}
        </p>
      </div>
      {line.availability.ok && line.unitPriceMinor !== null && line.quantity > 1 ? (
        <p className={styles.each}>{t('each', { price: money(line.unitPriceMinor) })}</p>
      ) : null}
      {selection ? (
        <ul className={styles.choices}>
          {selection.choices.map((choice) => (
            <li key={choice.group}>
              {choice.group}: {choice.options.map((o) => (o.priceMinor > 0 ? `${o.name} (+${money(o.priceMinor)})` : o.name)).join(', ')}
            </li>
          ))}
          {selection.exclusions.length > 0 ? <li>{t('without', { names: selection.exclusions.join(', ') })}</li> : null}
          {selection.components.map((group) => (
            <li key={group.group}>
              {group.group}: {group.items.map((i) => (i.quantity > 1 ? `${i.quantity} × ${i.name}` : i.name)).join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
      {line.note ? <p className={styles.note}>{t('note', { note: line.note })}</p> : null}
      {line.availability.ok ? null : <p className={styles.reason}>{line.availability.reason}</p>}
      <LineEditor lineId={line.id} name={line.name} quantity={line.quantity} note={line.note} editLine={editLine} />
    </li>
  );
}
