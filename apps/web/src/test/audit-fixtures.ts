import type { AnyAuditAction } from '@sufra/domain/contracts';

/**
 * One entry per action, with the details its server code writes (every recordAudit call, read field by
 * field): the renderer's test renders each in both languages. The Record's type makes a new action a
 * compile error here until it has an entry.
 */
export const AUDIT_FIXTURES: Record<AnyAuditAction, { subject: string; details: Record<string, unknown> }> = {
  'staff.invited': {
    subject: 'invite:4',
    details: { email: 'sara@najd.test', name: 'Sara Al-Otaibi', role: 'waiter', replacedInvites: 1 },
  },
  'staff.invite_revoked': { subject: 'invite:4', details: { email: 'sara@najd.test', role: 'waiter' } },
  'staff.joined': {
    subject: 'staff_user:9',
    details: { email: 'sara@najd.test', role: 'kitchen', inviteId: 4 },
  },
  'staff.role_changed': {
    subject: 'staff_user:9',
    details: { email: 'sara@najd.test', from: 'waiter', to: 'manager' },
  },
  'staff.deactivated': { subject: 'staff_user:9', details: { email: 'sara@najd.test', revokedSessions: 2 } },
  'staff.reactivated': { subject: 'staff_user:9', details: { email: 'sara@najd.test' } },
  'staff.session_revoked': {
    subject: 'session:21',
    details: { email: 'sara@najd.test', staffUserId: 9 },
  },
  'staff.password_reset': {
    subject: 'staff_user:9',
    details: { email: 'sara@najd.test', revokedSessions: 3 },
  },
  'order.cancelled': {
    subject: 'order:5c1e0b9a-2f4d-4e8a-9b1c-3d2e1f0a9b8c',
    details: {
      orderNumber: 7,
      from: 'preparing',
      reason: 'Guest left',
      refund: { amount: 1760, shares: 1, creditNotes: 1, byHand: 1250 },
    },
  },
  'order.placed_by_staff': {
    subject: 'order:9d2c7b6a-1e3f-4a5b-8c9d-0e1f2a3b4c02',
    details: { orderNumber: 42, table: 4, amount: 6200 },
  },
  'order.items_added_by_staff': {
    subject: 'order:9d2c7b6a-1e3f-4a5b-8c9d-0e1f2a3b4c02',
    details: { orderNumber: 42, table: 4, amount: 7600 },
  },
  'table.payment_recorded': {
    subject: 'payment:0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    details: {
      table: 4,
      method: 'cash',
      amount: 8600,
      tip: 1500,
      orders: [1, 2],
      invoiceNumber: 31,
      before: { remaining: 24500 },
      after: { remaining: 15900 },
    },
  },
  'table.closed': {
    subject: 'table:4',
    details: { table: 4, orders: [1], resolvedWaiterCalls: 2 },
  },
  'table.moved': { subject: 'table:5', details: { table: 5, to: 9, orders: [12, 13] } },
  'table.merged': { subject: 'table:5', details: { table: 7, to: 5, orders: [14] } },
  'table.unmerged': { subject: 'table:5', details: { table: 5, to: 7, orders: [14] } },
  'table.created': { subject: 'table:12', details: { number: 12, capacity: 4, status: 'active' } },
  'table.updated': {
    subject: 'table:14',
    details: {
      before: { number: 12, capacity: 4, status: 'active' },
      after: { number: 14, capacity: 6, status: 'maintenance' },
    },
  },
  'table.removed': { subject: 'table:14', details: { number: 14, outcome: 'kept' } },
  'takeaway_point.created': {
    subject: 'takeaway_point:3',
    details: { name: 'Front counter', nameAr: 'الكاونتر الأمامي' },
  },
  'takeaway_point.updated': {
    subject: 'takeaway_point:3',
    details: {
      before: { name: 'Front counter', nameAr: 'الكاونتر الأمامي', isActive: true },
      after: { name: 'Drive-through', nameAr: 'نافذة السيارات', isActive: false },
    },
  },
  'table.hash_rotated': {
    subject: 'table:4',
    details: { before: { hash: '…4f2k' }, after: { hash: '…9x1z' } },
  },
  'takeaway_point.hash_rotated': {
    subject: 'takeaway_point:3',
    details: { before: { hash: '…a7Qe' }, after: { hash: '…Zk3w' } },
  },
  'coupon.created': {
    subject: 'coupon:5',
    details: {
      after: {
        code: 'SUMMER10',
        kind: 'percent',
        value: 1000,
        maxDiscountHalalas: 2500,
        minOrderHalalas: 5000,
        startsAt: '2026-11-01T09:00:00.000Z',
        endsAt: '2026-12-01T09:00:00.000Z',
        maxUses: 50,
        perCustomerLimit: 1,
        itemIds: [3, 8],
        categoryIds: null,
        isActive: true,
      },
    },
  },
  'coupon.updated': {
    subject: 'coupon:6',
    details: {
      code: 'WELCOME',
      kind: 'fixed',
      before: { value: 1500, categoryIds: null, isActive: true },
      after: { value: 2000, categoryIds: [2], isActive: false },
    },
  },
  'settings.profile_updated': {
    subject: 'restaurant:1',
    details: {
      before: {
        name: 'Najd House',
        nameAr: 'بيت نجد',
        description: '',
        descriptionAr: 'مطبخ نجدي',
        address: 'King Fahd Road',
        addressAr: 'طريق الملك فهد',
        city: 'Riyadh',
        phone: '+966501234567',
        email: 'hello@najd.test',
        vatNumber: '300000000000003',
        commercialRegistration: '1010123456',
      },
      after: {
        name: 'Najd House Olaya',
        nameAr: 'بيت نجد العليا',
        description: 'Najdi kitchen',
        descriptionAr: 'مطبخ نجدي أصيل',
        address: 'Olaya Street',
        addressAr: 'شارع العليا',
        city: 'Jeddah',
        phone: '+966507654321',
        email: 'olaya@najd.test',
        vatNumber: '300000000000011',
        commercialRegistration: '4030123456',
      },
    },
  },
  'settings.operations_updated': {
    subject: 'restaurant:1',
    details: {
      before: {
        requirePaymentBeforeOrder: false,
        pricingMode: 'inclusive',
        defaultTableCapacity: 4,
        maintenanceMode: false,
        maintenanceMessage: '',
        maintenanceMessageAr: '',
        kitchenWarnMinutes: 10,
        kitchenLateMinutes: 20,
      },
      after: {
        requirePaymentBeforeOrder: true,
        pricingMode: 'exclusive',
        defaultTableCapacity: 6,
        maintenanceMode: true,
        maintenanceMessage: 'Back at six',
        maintenanceMessageAr: 'نعود الساعة السادسة',
        kitchenWarnMinutes: 1,
        kitchenLateMinutes: 2,
      },
    },
  },
  'settings.logo_updated': {
    subject: 'restaurant:1',
    details: { before: { logoUrl: null }, after: { logoUrl: '/media/1/logo-8f2a.webp' } },
  },
  'zatca.onboarded': { subject: 'restaurant:1', details: {} },
  'zatca.renewed': { subject: 'restaurant:1', details: {} },
  'zatca.document_reissued': { subject: 'restaurant:1', details: {} },
  'settings.payments_updated': {
    subject: 'restaurant:1',
    details: {
      before: {
        provider: 'sandbox',
        source: 'platform',
        publishableKey: null,
        secretKey: 'not set',
        webhookSecret: 'not set',
      },
      after: {
        provider: 'moyasar',
        source: 'restaurant',
        publishableKey: 'pk_test_AbCdEf123456',
        secretKey: 'set, ends in 4242',
        webhookSecret: 'set, ends in k9Zq',
      },
    },
  },
  'menu.category_created': {
    subject: 'menu_category:2',
    details: { after: { name: 'Grills', nameAr: 'المشويات' } },
  },
  'menu.category_updated': {
    subject: 'menu_category:2',
    details: {
      name: 'Grills',
      nameAr: 'المشويات',
      before: { nameAr: 'المشويات', isActive: true },
      after: { nameAr: 'مشويات الفحم', isActive: false },
    },
  },
  'menu.category_deleted': {
    subject: 'menu_category:2',
    details: { before: { name: 'Grills', nameAr: 'المشويات', isActive: false } },
  },
  'menu.categories_reordered': { subject: 'restaurant:1', details: { before: [1, 2, 3], after: [2, 1, 3] } },
  'menu.items_reordered': { subject: 'menu_category:2', details: { before: [4, 5], after: [5, 4] } },
  'menu.item_created': {
    subject: 'menu_item:31',
    details: {
      after: {
        categoryId: 2,
        name: 'Chicken kabsa',
        nameAr: 'كبسة دجاج',
        description: 'With saffron rice',
        descriptionAr: 'مع أرز بالزعفران',
        priceHalalas: 4500,
        calories: 850,
        caffeineLevel: 'none',
        isHighSalt: true,
        isAvailable: true,
      },
    },
  },
  'menu.item_updated': {
    subject: 'menu_item:31',
    details: {
      name: 'Chicken kabsa',
      nameAr: 'كبسة دجاج',
      before: { priceHalalas: 4500, categoryId: 2, caffeineLevel: 'none', isAvailable: true },
      after: { priceHalalas: 4800, categoryId: 3, caffeineLevel: 'low', isAvailable: false },
    },
  },
  'menu.item_deleted': {
    subject: 'menu_item:31',
    details: {
      before: {
        id: 31,
        categoryId: 2,
        name: 'Chicken kabsa',
        nameAr: 'كبسة دجاج',
        description: '',
        descriptionAr: '',
        price: 4800,
        photo: '/media/1/menu/31-640.webp',
        photoSrcset: '/media/1/menu/31-320.webp 320w, /media/1/menu/31-640.webp 640w',
        calories: null,
        caffeineLevel: 'high',
        isHighSalt: false,
        isAvailable: true,
        optionGroups: [
          {
            id: 7,
            name: 'Size',
            nameAr: 'الحجم',
            minSelections: 1,
            maxSelections: 1,
            options: [
              { id: 11, name: 'Large', nameAr: 'كبير', price: 1200, maxQuantity: 1, isAvailable: true },
            ],
          },
        ],
      },
    },
  },
  'menu.item_photo_updated': {
    subject: 'menu_item:31',
    details: {
      name: 'Chicken kabsa',
      nameAr: 'كبسة دجاج',
      before: { photoUrl: null, photoSrcset: null },
      after: { photoUrl: '/media/1/menu/31-640.webp', photoSrcset: '/media/1/menu/31-320.webp 320w' },
    },
  },
  'menu.options_updated': {
    subject: 'menu_item:31',
    details: {
      name: 'Chicken kabsa',
      nameAr: 'كبسة دجاج',
      before: [],
      after: [
        {
          id: 7,
          name: 'Extras',
          nameAr: 'إضافات',
          minSelections: 0,
          maxSelections: 2,
          options: [
            { id: 11, name: 'Cheese', nameAr: 'جبن', price: 350, maxQuantity: 1, isAvailable: true },
            { id: 12, name: 'Olives', nameAr: 'زيتون', price: 275, maxQuantity: 2, isAvailable: false },
          ],
        },
      ],
    },
  },
  'adjustment.requested': {
    subject: 'order:5c1e0b9a-2f4d-4e8a-9b1c-3d2e1f0a9b8c',
    details: {
      orderNumber: 7,
      table: 4,
      name: 'Juice',
      nameAr: 'عصير',
      kind: 'void',
      quantity: 1,
      reason: 'sent_back',
      amount: 1200,
    },
  },
  'adjustment.approved': {
    subject: 'order:5c1e0b9a-2f4d-4e8a-9b1c-3d2e1f0a9b8c',
    details: {
      orderNumber: 7,
      table: 4,
      name: 'Kabsa',
      nameAr: 'كبسة',
      kind: 'comp',
      quantity: 1,
      reason: 'long_wait',
      amount: 4500,
      refund: { amount: 4500, shares: 1, creditNotes: 1 },
    },
  },
  'adjustment.declined': {
    subject: 'order:5c1e0b9a-2f4d-4e8a-9b1c-3d2e1f0a9b8c',
    details: {
      orderNumber: 7,
      table: 4,
      name: 'Juice',
      nameAr: 'عصير',
      kind: 'comp',
      quantity: 2,
      reason: 'goodwill',
    },
  },
  'adjustment.withdrawn': {
    subject: 'order:5c1e0b9a-2f4d-4e8a-9b1c-3d2e1f0a9b8c',
    details: {
      orderNumber: 7,
      table: 4,
      name: 'Juice',
      nameAr: 'عصير',
      kind: 'void',
      quantity: 1,
      reason: 'other',
    },
  },
  'approval_pin.set': { subject: 'staff_user:12', details: {} },
  'shift.opened': { subject: 'shift:5', details: { amount: 20_000 } },
  'shift.closed': {
    subject: 'shift:5',
    details: { amount: 21_000, expected: 21_500, overShort: -500, note: 'Change given twice' },
  },
  'station.created': { subject: 'station:3', details: { id: 3, name: 'Grill', nameAr: 'الشواية' } },
  'station.updated': {
    subject: 'station:3',
    details: {
      before: { name: 'Grill', nameAr: 'الشواية' },
      after: { name: 'Charcoal grill', nameAr: 'شواية الفحم' },
    },
  },
  'station.removed': {
    subject: 'station:3',
    details: { name: 'Grill', nameAr: 'الشواية', categoryIds: [2], itemIds: [31, 32] },
  },
  'station.routing_changed': { subject: 'station:3', details: { categoryIds: [2, 5] } },
  'printer.created': {
    subject: 'printer:4',
    details: { id: 4, name: 'Grill printer', address: '192.168.1.50:9100' },
  },
  'printer.updated': {
    subject: 'printer:4',
    details: {
      before: { name: 'Grill printer', address: '192.168.1.50:9100' },
      after: { name: 'Grill', address: '192.168.1.51:9100' },
    },
  },
  'printer.removed': { subject: 'printer:4', details: { name: 'Grill printer' } },
  'printer.test_requested': { subject: 'printer:4', details: { name: 'Grill printer' } },
  'printer.reprint_requested': {
    subject: 'order:7d1f5c2e-1111-4222-8333-944445555666',
    details: { orderNumber: 12 },
  },
  'menu.imported': {
    subject: 'restaurant:1',
    details: {
      categoriesCreated: 1,
      itemsCreated: 2,
      itemsUpdated: 1,
      rows: 14,
      createdItemIds: [40, 41],
      updated: [
        {
          id: 31,
          before: { priceHalalas: 4800, optionGroups: [] },
          after: {
            priceHalalas: 5200,
            optionGroups: [
              {
                name: 'Rice',
                nameAr: 'الأرز',
                minSelections: 1,
                maxSelections: 1,
                options: [
                  { name: 'Saffron', nameAr: 'بالزعفران', price: 400, maxQuantity: 1, isAvailable: true },
                ],
              },
            ],
          },
        },
      ],
    },
  },
  'application.approved': {
    subject: 'application:7d3f1c2a-0b4e-4f6a-9c8d-1e2f3a4b5c6d',
    details: {
      name: 'Qahwa Corner',
      before: { status: 'submitted', version: 3 },
      after: {
        status: 'approved',
        version: 4,
        restaurantId: 7,
        slug: 'qahwa-corner',
        tables: 12,
        takeawayPoints: 1,
        ownerInvite: { email: 'huda@qahwa.test', expiresAt: '2026-12-05T09:00:00.000Z' },
      },
    },
  },
  'application.changes_requested': {
    subject: 'application:7d3f1c2a-0b4e-4f6a-9c8d-1e2f3a4b5c6d',
    details: {
      name: 'Qahwa Corner',
      before: { status: 'under_review', version: 2 },
      after: { status: 'needs_changes', version: 3 },
      message: 'Please attach the commercial registration.',
      mailedTo: 'huda@qahwa.test',
    },
  },
  'application.rejected': {
    subject: 'application:7d3f1c2a-0b4e-4f6a-9c8d-1e2f3a4b5c6d',
    details: {
      name: 'Qahwa Corner',
      before: { status: 'submitted', version: 1 },
      after: { status: 'rejected', version: 2 },
      message: 'We do not serve this city yet.',
      mailedTo: null,
    },
  },
  'restaurant.suspended': {
    subject: 'restaurant:7',
    details: {
      name: 'Qahwa Corner',
      before: { status: 'active', reason: null },
      after: { status: 'suspended', reason: 'Unpaid invoices' },
    },
  },
  'restaurant.reactivated': {
    subject: 'restaurant:7',
    details: {
      name: 'Qahwa Corner',
      before: { status: 'suspended', reason: 'Unpaid invoices' },
      after: { status: 'active', reason: null },
    },
  },
  'restaurant.owner_invite_resent': {
    subject: 'invite:15',
    details: { email: 'huda@qahwa.test', language: 'ar', revokedInvites: 1 },
  },
  'demo_request.updated': {
    subject: 'demo_request:5',
    details: {
      email: 'lead@mandi.test',
      restaurantName: 'Mandi Palace',
      before: { status: 'new', note: '' },
      after: { status: 'contacted', note: 'Called, wants a visit on Sunday' },
    },
  },
  'admin.invited': {
    subject: 'invite:3',
    details: { after: { email: 'reem@sufra.test', name: 'Reem Al-Shehri', role: 'admin', language: 'en' } },
  },
};

/** Every money figure (halalas) in the fixtures, with where it sits: none may show as a bare integer. */
export const AUDIT_FIXTURE_MONEY = [
  1760, 1250, 8600, 1500, 24500, 15900, 2500, 5000, 2000, 4500, 4800, 1200, 350, 275, 5200, 400,
];
