import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { signOut } from '@/app/[locale]/admin/staff-actions';
import { AdminShell } from '@/components/admin/shell/admin-shell';
import { getStaff } from '@/lib/auth/session';
import { isSandboxMode } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';

/** The staff pages' titles in the staff's language ("Siparişler · Sofra yönetim"); never indexed. */
export async function generateMetadata({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'AdminShell' });
  return { title: { default: t('metaTitle'), template: t('titleTemplate') }, robots: { index: false, follow: false } };
}

/**
 * The admin frame. It only decides what to show: the shell for staff, the bare page (sign-in)
 * for anyone else. Guarding is each page's and action's own requireStaff(), since a layout
 * does not run for server actions and is not re-rendered on every navigation.
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const staff = await getStaff();
  // The staff's words (the Admin… namespaces) reach the browser only inside the admin.
  return (
    <NextIntlClientProvider messages={await getMessages()}>
      {staff ? (
        <AdminShell staff={staff} signOutAction={signOut} sandboxMode={isSandboxMode()}>
          {children}
        </AdminShell>
      ) : (
        children
      )}
    </NextIntlClientProvider>
  );
}
