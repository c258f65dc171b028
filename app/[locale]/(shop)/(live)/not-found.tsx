import { ShopNotFound } from '@/components/shop/page-problem';

/** An unknown order or product (notFound() in a customer page), under the shop's header. */
export default function LiveShopNotFound() {
  return <ShopNotFound />;
}
