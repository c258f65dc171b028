'use client';

import type { ErrorInfo } from 'next/error';
import { ShopError } from '@/components/shop/page-problem';

/** A cached menu that failed to render: inside (menu)/layout.tsx, so the shop's header stays. */
export default function CachedMenuError(props: ErrorInfo) {
  return <ShopError {...props} />;
}
