'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useActionState, useEffect } from 'react';
import ui from '@/components/shop/ui.module.css';
import { initialFormState, type FormAction } from '@/lib/forms';

/**
 * "Continue with pickup" for an address outside every delivery zone (issue 19): the header's mode
 * action, with pickup chosen; the cart is kept and re-priced, and the page shows it as a pickup order.
 */
export function PickupInstead({ chooseMode }: { chooseMode: FormAction }) {
  const t = useTranslations('Checkout.zones');
  const [state, action, pending] = useActionState(chooseMode, initialFormState);
  const router = useRouter();
  useEffect(() => {
    // The mode changed even when an item is not sold for pickup (the message says which): show the page as it is now.
    if (state !== initialFormState) router.refresh();
  }, [state, router]);
  return (
    <form action={action}>
      <input type="hidden" name="mode" value="pickup" />
      <button type="submit" className={`${ui.secondary} ${ui.wide}`} disabled={pending}>
        {t('pickupInstead')}
      </button>
    </form>
  );
}
