/**
 * What the checkout form starts with for a signed-in customer (issue 16): their name and number,
 * and their most recently saved address with its pin. Everything stays editable; the server
 * checks the submitted form as it checks a guest's.
 */
import type { SavedAddress } from '@/lib/accounts/profile';
import type { SignedInCustomer } from '@/lib/accounts/session';
import type { CheckoutValues } from '@/lib/checkout/form';
import { formatPhone } from '@/lib/checkout/phone-format';

export function checkoutPrefill(customer: SignedInCustomer, addresses: SavedAddress[], paymentMethodId: string): CheckoutValues {
  const [firstName = '', ...rest] = customer.name.trim().split(/\s+/);
  const address = addresses[0];
  return {
    firstName,
    surname: rest.join(' '),
    phone: formatPhone(customer.phone, 'tr'),
    address: address?.address ?? '',
    addressDescription: address?.addressDescription ?? '',
    neighbourhood: address?.neighbourhood ?? '',
    district: address?.district ?? '',
    city: address?.city ?? '',
    latitude: address?.latitude == null ? '' : String(address.latitude),
    longitude: address?.longitude == null ? '' : String(address.longitude),
    paymentMethodId,
    couponCode: '',
    orderNote: '',
    email: customer.email,
    slot: '',
    // The contract is accepted anew with every order, and invoice details are asked for each time.
    acceptContract: '',
    invoiceKind: '',
    invoiceTckn: '',
    invoiceTitle: '',
    invoiceTaxOffice: '',
    invoiceVkn: '',
  };
}
