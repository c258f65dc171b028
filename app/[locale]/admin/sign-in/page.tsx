import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/app/[locale]/admin/sign-in/sign-in-form';
import styles from '@/app/[locale]/admin/sign-in/sign-in.module.css';
import { ADMIN_HOME_PATH, safeAdminPath } from '@/lib/auth/next-path';
import { getStaff } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Sign in' };

/** Staff sign-in. Someone already signed in goes straight on to where they were heading. */
export default async function SignInPage({ searchParams }: { searchParams: Promise<{ next?: string | string[] }> }) {
  const { next } = await searchParams;
  const target = safeAdminPath(typeof next === 'string' ? next : undefined) ?? ADMIN_HOME_PATH;
  if (await getStaff()) redirect(target);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>Sofra</p>
        <h1 className={styles.title}>Sign in</h1>
        <p className={styles.lead}>For the restaurant&apos;s staff.</p>
        <SignInForm next={target} />
      </div>
    </main>
  );
}
