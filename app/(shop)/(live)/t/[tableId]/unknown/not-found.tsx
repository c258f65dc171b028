import Link from 'next/link';
import ui from '@/components/shop/ui.module.css';

/** A table link the restaurant's POS does not know: what to do instead. */
export default function TableNotFound() {
  return (
    <section>
      <h1>We couldn’t find this table</h1>
      <p>
        The code you scanned doesn’t match a table of the restaurant any more. Please ask a member of staff, or order for delivery or
        pickup.
      </p>
      <Link href="/" className={ui.primary}>
        See the menu
      </Link>
    </section>
  );
}
