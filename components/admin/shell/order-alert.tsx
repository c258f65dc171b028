import Link from 'next/link';
import ui from '@/components/admin/shell/admin-ui.module.css';
import { countOrdersNeedingAttention } from '@/lib/admin-orders/attention';

/**
 * The banner on every staff page while web orders have been unconfirmed or failed for more than
 * two minutes: the customer is waiting and only staff can help (call them, retry). One count query.
 */
export async function OrderAlert() {
  const { unconfirmed, failed, total } = await countOrdersNeedingAttention();
  if (total === 0) return null;
  const links: Array<{ state: string; count: number; label: string }> = [
    { state: 'unconfirmed', count: unconfirmed, label: 'unconfirmed' },
    { state: 'failed', count: failed, label: 'failed' },
  ].filter((link) => link.count > 0);
  return (
    <div className={ui.alert} role="status">
      <strong>
        {total} {total === 1 ? 'order needs' : 'orders need'} attention:
      </strong>{' '}
      {links.map((link, index) => (
        <span key={link.state}>
          {index > 0 ? ', ' : ''}
          <Link href={`/admin/orders?state=${link.state}`}>
            {link.count} {link.label}
          </Link>
        </span>
      ))}
    </div>
  );
}
