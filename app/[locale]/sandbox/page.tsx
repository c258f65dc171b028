import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { KitchenBoard } from '@/components/sandbox/kitchen-board';
import { requireStaff } from '@/lib/auth/session';
import { isSandboxMode } from '@/lib/env';

export const metadata: Metadata = { title: 'Kitchen simulator', robots: { index: false } };
export const dynamic = 'force-dynamic';

/**
 * The POS sandbox's kitchen: move orders through their statuses as a restaurant would. Staff only:
 * it shows every customer's order (the control API it calls asks for the same session).
 */
export default async function KitchenSimulatorPage() {
  if (!isSandboxMode()) notFound();
  await requireStaff();
  return (
    <main style={{ maxWidth: 1040, margin: '0 auto', padding: '1.5rem 1rem 4rem' }}>
      <h1 style={{ marginBottom: 0 }}>Kitchen simulator</h1>
      <p style={{ color: 'var(--color-muted)', marginTop: '0.25rem' }}>
        The POS sandbox&apos;s orders, newest first. Move an order along as the kitchen would; the customer&apos;s order page follows.
      </p>
      <KitchenBoard />
    </main>
  );
}
