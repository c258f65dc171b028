/**
 * Checkout fixtures priced by hand from the sandbox's demo catalogue (lib/pos-sandbox/demo):
 * lib/pricing builds these in the product; here the numbers are fixed so each test knows what
 * the POS must charge.
 */
import { DEMO_IDS } from '@/lib/pos-sandbox/demo';
import { PRICE_LISTS, toWireAmount, type SaveOrderLine, type SaveOrderRequest, type ServiceMode } from '@/lib/pos';
import type { UnitPriceLookup } from '@/lib/pricing';
import type { CreateWebOrderInput } from '@/lib/orders/create';

interface FixtureLine {
  productUnitId: number;
  name: string;
  variantName: string;
  quantity: number;
  unitPriceMinor: number;
}

/** Adana Kebap Porsiyon (unit 5040) and Ayran (5090), at each list's price in kuruş. */
const ADANA = { productUnitId: DEMO_IDS.pickupCheaperUnitId, name: 'Adana Kebap', variantName: 'Porsiyon' };
const AYRAN = { productUnitId: 5090, name: 'Ayran', variantName: 'Şişe (300 ml)' };
const PRICES: Record<ServiceMode, { adana: number; ayran: number }> = {
  table: { adana: 48_000, ayran: 4_000 },
  delivery: { adana: 49_000, ayran: 4_500 },
  pickup: { adana: 46_000, ayran: 4_000 },
};

const DELIVERY_FEE_MINOR = 1_500;

const MODES: ServiceMode[] = ['table', 'delivery', 'pickup'];
const MODE_BY_LIST = new Map<number, ServiceMode>(MODES.map((mode) => [PRICE_LISTS[mode], mode]));

/** The demo catalogue's prices of the two fixture units, as a synced POS mirror would give them. */
export const demoUnitPrice: UnitPriceLookup = (ref, list) => {
  const mode = MODE_BY_LIST.get(list);
  if (!mode || !('productUnitId' in ref)) return null;
  if (ref.productUnitId === ADANA.productUnitId) return PRICES[mode].adana;
  if (ref.productUnitId === AYRAN.productUnitId) return PRICES[mode].ayran;
  return null;
};

/**
 * One Adana and two Ayran for a mode: delivery 490 + 2 × 45 + fee 15 = 595 TRY; pickup 460 + 80 =
 * 540; table 480 + 80 = 560 at Salon 1. `overrides` change the SaveOrder request (e.g. a table
 * the POS no longer has, to make it refuse the order).
 */
export function demoCheckout(mode: ServiceMode = 'delivery', overrides: Partial<SaveOrderRequest> = {}): CreateWebOrderInput {
  const lines: FixtureLine[] = [
    { ...ADANA, quantity: 1, unitPriceMinor: PRICES[mode].adana },
    { ...AYRAN, quantity: 2, unitPriceMinor: PRICES[mode].ayran },
  ];
  const itemsMinor = lines.reduce((sum, line) => sum + line.quantity * line.unitPriceMinor, 0);
  const deliveryFeeMinor = mode === 'delivery' ? DELIVERY_FEE_MINOR : 0;
  const totalMinor = itemsMinor + deliveryFeeMinor;
  const table = mode === 'table' ? { id: DEMO_IDS.tableId, name: '1' } : null;
  return {
    mode,
    table,
    customer: {
      firstName: 'Ayşe',
      surname: 'Yılmaz',
      phone: '05321234567',
      address: 'Moda Cad. No: 12',
      district: 'Kadıköy',
      city: 'İstanbul',
    },
    payment: { typeId: DEMO_IDS.cashPaymentTypeId, name: 'Nakit' },
    totals: { itemsMinor, discountMinor: 0, deliveryFeeMinor, serviceChargeMinor: 0, totalMinor },
    lines: lines.map((line) => ({ ...line, totalMinor: line.quantity * line.unitPriceMinor })),
    unitPrice: demoUnitPrice,
    buildPayload: (webOrderId) => ({
      CustomerName: 'Ayşe',
      CustomerSurname: 'Yılmaz',
      CustomerId: '05321234567',
      CustomerPhone: '05321234567',
      Address: 'Moda Cad. No: 12',
      Region: 'Kadıköy',
      City: 'İstanbul',
      PaymentMethodId: DEMO_IDS.cashPaymentTypeId,
      WebOrderId: webOrderId,
      OrderTotal: toWireAmount(totalMinor),
      DeliveryFee: toWireAmount(deliveryFeeMinor),
      ServiceCharge: 0,
      ...(mode === 'table' ? { TableId: DEMO_IDS.tableId } : { OrderType: mode === 'pickup' ? 3 : 2 }),
      OrderDetails: lines.map((line): SaveOrderLine => ({
        ProductUnitId: line.productUnitId,
        Quantity: line.quantity,
        Name: line.name,
        IsMenu: false,
      })),
      ...overrides,
    }),
  };
}
