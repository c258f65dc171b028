import { getTranslations } from 'next-intl/server';
import styles from '@/components/legal/agreement.module.css';
import { Link } from '@/lib/i18n/navigation';
import { hasOrderAgreement } from '@/lib/legal/agreement/snapshot';
import { readInvoiceLinks } from '@/lib/legal/invoice-link';

/**
 * Under an order: its e-Archive or e-Invoice once the POS has issued one (opened in a new tab, on
 * the invoice provider's site), and the distance-sales documents the customer accepted.
 */
export async function OrderLegalLinks({ publicId }: { publicId: string }) {
  const [t, invoices, hasAgreement] = await Promise.all([
    getTranslations('Legal.order'),
    readInvoiceLinks(publicId),
    hasOrderAgreement(publicId),
  ]);
  if (invoices.length === 0 && !hasAgreement) return null;
  return (
    <ul className={styles.links}>
      {invoices.map((invoice) => (
        <li key={invoice.url}>
          <a href={invoice.url} target="_blank" rel="noopener noreferrer">
            {t('invoiceLink', { type: invoice.kind })}
          </a>
        </li>
      ))}
      {hasAgreement ? (
        <li>
          <Link href={`/orders/${publicId}/contract`}>{t('contractLink')}</Link>
        </li>
      ) : null}
    </ul>
  );
}
