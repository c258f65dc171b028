import Link from 'next/link';
import ui from '@/components/shop/ui.module.css';

/** What the cart and checkout pages show when the cart has no lines: the page's title and the way back to the menu. */
export function EmptyCart({ title }: { title: string }) {
  return (
    <section>
      <h1>{title}</h1>
      <p>Your cart is empty.</p>
      <Link href="/" className={ui.primary}>
        Browse the menu
      </Link>
    </section>
  );
}
