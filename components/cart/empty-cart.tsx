import Link from 'next/link';
import ui from '@/components/shop/ui.module.css';

/**
 * What the cart and checkout pages show when the cart has no lines: the page's title and the way
 * back to the menu; when the cart was emptied by placing an order (perhaps in another tab), that
 * order and the way to it first.
 */
export function EmptyCart({ title, placedOrder = null }: { title: string; placedOrder?: string | null }) {
  return (
    <section>
      <h1>{title}</h1>
      {placedOrder ? (
        <>
          <p className={ui.success}>Your order has been placed, so your cart is empty now.</p>
          <p>
            <Link href={`/orders/${placedOrder}`} className={ui.primary}>
              Follow your order
            </Link>
          </p>
          <p>
            <Link href="/">Order something else from the menu</Link>
          </p>
        </>
      ) : (
        <>
          <p>Your cart is empty.</p>
          <Link href="/" className={ui.primary}>
            Browse the menu
          </Link>
        </>
      )}
    </section>
  );
}
