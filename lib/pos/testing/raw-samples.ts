/**
 * Test samples of raw POS responses in the current camelCase shape, written from the spec's field
 * tables, and `toLegacyShape` which rewrites one into the older PascalCase shape the spec describes.
 */

/** Keys the spec says older shapes write in PascalCase (written out here independently of the client). */
const PASCAL_KEYS = new Set([
  'status',
  'message',
  'orderId',
  'orderTotal',
  'discount',
  'insertedDate',
  'totalCount',
  'pageCount',
  'orders',
  'orderTypeId',
  'orderType',
  'unitId',
  'additionalPrice',
  'orderDetailId',
]);

/**
 * Rewrites a camelCase response into the older shape: the named keys in PascalCase at every depth,
 * and `prices[].isActive` dropped (absent in older shapes).
 */
export function toLegacyShape(value: unknown, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => toLegacyShape(item, parentKey));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (parentKey === 'prices' && key === 'isActive') continue;
    const name = PASCAL_KEYS.has(key) ? key[0]?.toUpperCase() + key.slice(1) : key;
    out[name] = toLegacyShape(item, key);
  }
  return out;
}

export function sampleProducts() {
  return {
    status: 100,
    message: 'Success',
    data: [
      {
        categoryName: 'Dürüm',
        categoryId: 10,
        products: [
          {
            productName: 'Tavuk Dürüm',
            productCode: 'TVK-001',
            productId: 1001,
            taxRate: 10,
            isStockFollow: true,
            stockList: [
              { stockQuantity: 0, salesChannel: 'Web' },
              { stockQuantity: 12, salesChannel: 'Salon' },
            ],
            menus: [],
            excludedFeatures: [{ featureName: 'Soğan', featureId: 301, featureCode: 'EXC-SOGAN', productId: 1001 }],
            productUnits: [
              {
                unitName: 'Porsiyon',
                productUnitId: 5001,
                isDefault: true,
                prices: [
                  { price: 120.5, orderType: 1, isActive: true },
                  { price: 130.1, orderType: 3, isActive: false },
                  { price: 115.3, orderType: 5, isActive: true },
                ],
              },
            ],
            futureField: 'tolerated',
          },
          {
            productName: 'Dürüm Menü',
            productCode: null,
            productId: 1002,
            taxRate: 10,
            isStockFollow: false,
            stockList: null,
            menus: [
              {
                menuGroupId: 1,
                menuGroupName: 'İçecek',
                selectableCount: 1,
                subProducts: [{ productId: 1003, productUnitId: 5003, productName: 'Ayran', unitName: 'Adet' }],
              },
            ],
            excludedFeatures: [],
            productUnits: [
              { unitName: 'Menü', productUnitId: 5002, isDefault: true, prices: [{ price: 0.1 + 0.2, orderType: 3, isActive: true }] },
            ],
          },
        ],
      },
    ],
  };
}

export function sampleFeatures() {
  return {
    status: 100,
    message: null,
    data: {
      featureGroups: [
        {
          featureGroupId: 20,
          featuresGroupName: 'Ekstralar',
          necessaryCount: 0,
          featureHeaderType: 'MultipleChoice',
          features: [
            {
              featureName: 'Ekstra kaşar',
              featureId: 201,
              relatedProducts: [{ productId: 1001, additionalPrice: 25, featureHeaderName: 'Ekstralar' }],
            },
          ],
        },
        {
          featureGroupId: 21,
          featuresGroupName: 'Acılık derecesi',
          necessaryCount: 1,
          featureHeaderType: 'SingleChoice',
          features: [
            {
              featureName: 'Acılı',
              featureId: 211,
              relatedProducts: [{ productId: 1001, additionalPrice: 0, featureHeaderName: 'Acılık derecesi' }],
            },
          ],
        },
      ],
      excludedFeatures: [],
    },
  };
}

export function sampleDiscounts() {
  return {
    status: 100,
    message: 'Success',
    data: [
      { id: 1, name: 'Öğrenci %10', amount: null, rate: 10 },
      { id: 2, name: 'Hoş geldin 50 TL', amount: 50, rate: null },
    ],
  };
}

export function sampleOrder() {
  return {
    id: 90001,
    waiterName: null,
    deliveryUserName: 'Mehmet Kaya',
    externalAppName: 'Sofra',
    externalAppId: 'WEB-1',
    externalAppKey: 1,
    restaurantName: 'Sofra Ocakbaşı',
    integrationRestaurantName: null,
    restaurantKey: 4711,
    orderTotal: 184.9,
    paymentMethodName: 'Nakit',
    paymentMethodId: 1,
    deliveryTime: null,
    discountAmount: 12.5,
    currency: 'TRY',
    orderNote: 'Zile basmayın',
    salesChannelId: 3,
    salesChannelName: 'Web',
    statusId: 5,
    status: 'OnDelivery',
    orderCancelReason: null,
    tableName: null,
    orderNumber: 17,
    taxAmount: 16.81,
    insertDate: '2026-11-21T10:15:00',
    updateDate: '2026-11-21T10:40:30.123',
    orderTypeId: 2,
    orderType: 'Delivery',
    customerId: 0,
    customerLatitude: '40,9903',
    customerLongitude: '29,0275',
    confirmationCode: 'K7Q2',
    addressId: 0,
    isScheduledOrder: false,
    scheduledTime: null,
    deliveryType: 0,
    customer: {
      customerName: 'Ayşe',
      customerSurname: 'Yılmaz',
      customerEmail: null,
      customerPhone: '05321234567',
      customerPhone2: null,
      address: 'Moda Cd. 12',
      addressDescription: 'Kapı 3',
      region: 'Kadıköy',
      addressHeader: null,
      city: 'İstanbul',
      company: null,
      customerId: 'C-42',
    },
    products: [
      {
        id: 1,
        orderId: 90001,
        productUnitId: 5001,
        productId: 1001,
        quantity: 2,
        unitPrice: 98.7,
        productName: 'Tavuk Dürüm',
        productNote: null,
        productCode: 'TVK-001',
        isMenu: false,
        parentId: null,
        cost: 0,
        totalAmount: 197.4,
        groupName: 'Dürüm',
        groupId: 10,
        unitId: 5001,
        discountAmount: 12.5,
        insertDate: '2026-11-21T10:15:00',
        description: null,
        cancelReason: null,
        excludedComposites: null,
        excludedItems: [{ compositeId: 301, compositeName: 'Soğan' }],
        features: [{ featureName: 'Ekstra kaşar', additionalPrice: 25, featureId: 201, orderDetailId: 1 }],
      },
    ],
    payments: [],
  };
}

export function sampleRecentOrders() {
  return { status: 100, message: 'Success', data: [sampleOrder()], totalCount: 1, pageCount: 1 };
}

export function sampleCompletedOrders() {
  const order = {
    ...sampleOrder(),
    statusId: 7,
    status: 'Closed',
    integrationOrderId: 'INT-9',
    payments: [
      {
        orderId: 90001,
        paymentTypeId: 1,
        paymentName: 'Nakit',
        isMealCard: false,
        amount: 184.9,
        customerId: null,
        customerName: null,
        customerSurname: null,
        isDebit: false,
        currencyId: 1,
        currency: 'TRY',
        exchangeRate: 1,
        bankId: null,
        bankName: null,
        insertDate: '2026-11-21T11:02:00',
      },
    ],
    invoices: [
      {
        orderId: 90001,
        ettn: 'a3f1',
        invoiceUrl: 'https://pos.example/inv/a3f1',
        title: 'Ayşe Yılmaz',
        identity: '11111111111',
        identityType: 1,
        orderInvoiceType: 1,
      },
    ],
  };
  return {
    status: 100,
    message: 'Success',
    orders: [order],
    closedOrdersReceived: 1,
    canceledOrdersReceived: 0,
    totalCount: 1,
    pageCount: 1,
  };
}

export function sampleSaveOrder() {
  return { status: 100, message: 'Order saved', orderId: 90002, orderTotal: 55, discount: 0, insertedDate: '2026-11-21T10:15:00' };
}
