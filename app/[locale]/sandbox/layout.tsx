import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { customerMessages } from '@/lib/i18n/messages';

/** The sandbox's pages: their client components (the kitchen board) read the customer namespaces (docs/decisions/270). */
export default async function SandboxLayout({ children }: { children: React.ReactNode }) {
  return <NextIntlClientProvider messages={customerMessages(await getMessages())}>{children}</NextIntlClientProvider>;
}
