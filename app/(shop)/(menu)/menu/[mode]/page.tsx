import { notFound } from 'next/navigation';
import { MenuPage } from '@/components/menu/menu-page';
import { getMenu } from '@/lib/catalog/menu';

/**
 * The home page of a delivery or pickup visitor, served at / by the rewrites of next.config.mjs
 * (docs/decisions/123) and, by `npm start`, mostly from its front cache (decision 126).
 * It reads no cookie, so Next renders it once per mode on first request and serves it from its
 * cache until the menu's tag expires (a sync, a staff edit, or the end of a snooze). Nothing is
 * rendered at build time: the build has no catalogue to show.
 */
export function generateStaticParams(): { mode: string }[] {
  return [];
}

export default async function CachedMenuPage({ params }: { params: Promise<{ mode: string }> }) {
  const { mode } = await params;
  if (mode !== 'delivery' && mode !== 'pickup') notFound();
  return <MenuPage menu={await getMenu(mode)} table={null} />;
}
