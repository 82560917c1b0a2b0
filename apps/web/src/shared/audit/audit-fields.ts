import type { AuditDetailField } from '@sufra/domain/contracts';

/**
 * How a detail's value reads. Money is halalas shown with the app's money format; `ref`/`refs` are ids
 * ("#7", "رقم 7"); `status` takes its words from the action's subject (a restaurant's, a table's, an
 * application's or a demo request's statuses); `record` lists its own fields with their labels; `hidden`
 * is never shown (a photo's srcset says nothing its photo does not).
 */
export type FieldKind =
  | 'text'
  | 'ltr'
  | 'money'
  | 'count'
  | 'minutes'
  | 'bool'
  | 'date'
  | 'ref'
  | 'refs'
  | 'orderRefs'
  | 'role'
  | 'status'
  | 'orderStatus'
  | 'language'
  | 'outcome'
  | 'secret'
  | 'photo'
  | 'hash'
  | 'couponKind'
  | 'couponValue'
  | 'pricingMode'
  | 'provider'
  | 'source'
  | 'paymentMethod'
  | 'caffeine'
  | 'optionGroups'
  | 'importedUpdates'
  | 'ownerInvite'
  | 'record'
  | 'hidden';

/**
 * Every field the server writes (AUDIT_DETAIL_FIELDS), with how its value reads: a field added to the
 * domain's list without a line here is a type error, and its label is `audit:fields.<field>`.
 */
export const FIELD_KINDS: Record<AuditDetailField, FieldKind> = {
  before: 'record',
  after: 'record',
  email: 'ltr',
  name: 'text',
  nameAr: 'text',
  role: 'role',
  from: 'role',
  to: 'role',
  language: 'language',
  inviteId: 'ref',
  staffUserId: 'ref',
  replacedInvites: 'count',
  revokedInvites: 'count',
  revokedSessions: 'count',
  orderNumber: 'ref',
  quantity: 'count',
  orders: 'orderRefs',
  reason: 'text',
  refund: 'record',
  amount: 'money',
  shares: 'count',
  creditNotes: 'count',
  byHand: 'money',
  tip: 'money',
  remaining: 'money',
  method: 'paymentMethod',
  invoiceNumber: 'ref',
  expected: 'money',
  overShort: 'money',
  table: 'count',
  number: 'count',
  capacity: 'count',
  status: 'status',
  outcome: 'outcome',
  resolvedWaiterCalls: 'count',
  isActive: 'bool',
  hash: 'hash',
  code: 'ltr',
  kind: 'couponKind',
  value: 'couponValue',
  maxDiscountHalalas: 'money',
  minOrderHalalas: 'money',
  startsAt: 'date',
  endsAt: 'date',
  maxUses: 'count',
  perCustomerLimit: 'count',
  itemIds: 'refs',
  categoryIds: 'refs',
  description: 'text',
  descriptionAr: 'text',
  address: 'text',
  addressAr: 'text',
  city: 'text',
  phone: 'ltr',
  logoUrl: 'photo',
  vatNumber: 'ltr',
  commercialRegistration: 'ltr',
  requirePaymentBeforeOrder: 'bool',
  pricingMode: 'pricingMode',
  defaultTableCapacity: 'count',
  maintenanceMode: 'bool',
  maintenanceMessage: 'text',
  maintenanceMessageAr: 'text',
  kitchenWarnMinutes: 'minutes',
  kitchenLateMinutes: 'minutes',
  provider: 'provider',
  source: 'source',
  publishableKey: 'ltr',
  secretKey: 'secret',
  webhookSecret: 'secret',
  id: 'ref',
  categoryId: 'ref',
  price: 'money',
  priceHalalas: 'money',
  photo: 'photo',
  photoUrl: 'photo',
  photoSrcset: 'hidden',
  calories: 'count',
  caffeineLevel: 'caffeine',
  isHighSalt: 'bool',
  isAvailable: 'bool',
  optionGroups: 'optionGroups',
  categoriesCreated: 'count',
  itemsCreated: 'count',
  itemsUpdated: 'count',
  rows: 'count',
  createdItemIds: 'refs',
  updated: 'importedUpdates',
  restaurantName: 'text',
  note: 'text',
  message: 'text',
  mailedTo: 'ltr',
  version: 'count',
  restaurantId: 'ref',
  slug: 'ltr',
  tables: 'count',
  takeawayPoints: 'count',
  ownerInvite: 'ownerInvite',
  expiresAt: 'date',
};

export const isKnownField = (key: string): key is AuditDetailField => Object.hasOwn(FIELD_KINDS, key);
