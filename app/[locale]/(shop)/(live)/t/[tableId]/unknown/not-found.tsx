import Link from 'next/link';
import ui from '@/components/shop/ui.module.css';

/** A table link the restaurant's POS does not know: the visitor is no longer at any table (see the route), and what to do instead. */
export default function TableNotFound() {
  return (
    <section>
      <h1>This table code is not valid</h1>
      <p>
        The code you scanned doesn’t match any of the restaurant’s tables, so you are not ordering for a table now. Please ask a member of
        staff for the right code, or order for delivery or pickup.
      </p>
      <Link href="/" className={ui.primary}>
        See the menu
      </Link>
    </section>
  );
}
