'use client';

import type { ErrorInfo } from 'next/error';
import { ShopError } from '@/components/shop/page-problem';

/** A per-visitor customer page that failed: inside (live)/layout.tsx, so the shop's header stays. */
export default function LiveShopError(props: ErrorInfo) {
  return <ShopError {...props} />;
}
