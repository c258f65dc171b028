import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { SignInForm } from '@/app/[locale]/admin/sign-in/sign-in-form';
import styles from '@/app/[locale]/admin/sign-in/sign-in.module.css';
import { ADMIN_HOME_PATH, safeAdminPath, SIGN_IN_PATH } from '@/lib/auth/next-path';
import { getStaff } from '@/lib/auth/session';
import { alternatesFor } from '@/lib/i18n/metadata';
import { localePath, type Locale } from '@/lib/i18n/routing';

type Params = Promise<{ locale: Locale }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AdminAuth' });
  return { title: t('title'), alternates: alternatesFor(locale, SIGN_IN_PATH) };
}

/** Staff sign-in. Someone already signed in goes straight on to where they were heading, in this page's language by default. */
export default async function SignInPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<{ next?: string | string[] }>;
}) {
  const [{ locale }, { next }] = await Promise.all([params, searchParams]);
  const target = safeAdminPath(typeof next === 'string' ? next : undefined) ?? localePath(locale, ADMIN_HOME_PATH);
  if (await getStaff()) redirect(target);
  const t = await getTranslations({ locale, namespace: 'AdminAuth' });
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        {/* eslint-disable-next-line sofra/no-literal-jsx-text -- the software's name, the same in every language */}
        <p className={styles.brand}>Sofra</p>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
        <SignInForm next={target} />
      </div>
    </main>
  );
}
