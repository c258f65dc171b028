import Link from 'next/link';
import styles from '@/components/admin/products/products.module.css';
import ui from '@/components/admin/shell/admin-ui.module.css';

/** The head of a page under Products: the way back to the list, the title and what the page is for. */
export function ProductsSubpageHeader({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      <p>
        <Link href="/admin/products">← All products</Link>
      </p>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={ui.subtitle}>{children}</p>
        </div>
      </div>
    </>
  );
}
