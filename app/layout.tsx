import type { Metadata, Viewport } from 'next';
import { ShopMoneyFormat } from '@/components/money-format';
import { moneyFormat } from '@/lib/money';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Sofra', template: '%s · Sofra' },
  description: 'Order from the restaurant directly: delivery, pickup or at your table.',
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#7a2e12',
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body>
        <ShopMoneyFormat format={moneyFormat()} />
        {children}
      </body>
    </html>
  );
}
