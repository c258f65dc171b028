import { useTranslations } from 'next-intl';
import { StatusBanner, type StatusBannerWords } from '@/components/shop/status-banner';
import type { ShopStatus } from '@/lib/checkout/shop-status';

/** The banner's words in the visitor's language, for a client component that draws it. */
export function useStatusBannerWords(): StatusBannerWords {
  const t = useTranslations('Shop.status');
  return { label: t('label'), paused: t('paused') };
}

/**
 * Says at once, at the top of the menu, a product, the cart and checkout, that the shop is not
 * taking orders: the staff's pause message, or when it opens next (docs/decisions/141).
 */
export function ShopStatusBanner({ status }: { status: ShopStatus }) {
  return <StatusBanner status={status} words={useStatusBannerWords()} />;
}
