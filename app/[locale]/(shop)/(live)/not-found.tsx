import { ShopNotFound } from '@/components/shop/shop-not-found';
import { notFoundMetadata } from '@/lib/i18n/metadata';

export const generateMetadata = ({ params }: { params: Promise<{ locale?: string }> }) => notFoundMetadata(params);

/** An unknown order or product (notFound() in a customer page), under the shop's header. */
export default function LiveShopNotFound() {
  return <ShopNotFound />;
}
