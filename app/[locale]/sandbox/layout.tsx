import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages, SANDBOX_CLIENT_NAMESPACES } from '@/lib/i18n/messages';

/** The sandbox's pages: their client components (the kitchen board) read only their own namespaces (docs/decisions/270, 304). */
export default async function SandboxLayout({ children }: { children: React.ReactNode }) {
  return (
    <NextIntlClientProvider messages={clientMessages(await getMessages(), SANDBOX_CLIENT_NAMESPACES)}>{children}</NextIntlClientProvider>
  );
}
