import { ADMIN_AUDIT_ACTIONS } from './admin';
import { COUPON_AUDIT_ACTIONS } from './coupons-admin';
import { SHIFT_AUDIT_ACTIONS } from './day-close';
import { STATION_AUDIT_ACTIONS } from './kitchen-stations';
import { ADJUSTMENT_AUDIT_ACTIONS } from './line-adjustments';
import { MENU_AUDIT_ACTIONS } from './menu-admin';
import { PAYMENT_SETTINGS_AUDIT_ACTIONS } from './payment-settings';
import { PRINTER_AUDIT_ACTIONS } from './printers';
import { SETTINGS_AUDIT_ACTIONS } from './settings';
import { AUDIT_ACTIONS } from './staff-admin';
import { TABLE_AUDIT_ACTIONS } from './staff-tables';
import { TABLE_MOVE_AUDIT_ACTIONS } from './table-moves';
import { TABLE_SETUP_AUDIT_ACTIONS } from './table-setup';
import { WAITER_ORDER_AUDIT_ACTIONS } from './waiter-orders';
import { ZATCA_AUDIT_ACTIONS } from './zatca';

/*
 * Everything the audit log can hold, in one place: every action any module writes (each module keeps its own
 * closed list; this is their union) and every key an entry's details may carry, at the top or inside its
 * before/after. The server's recordAudit accepts only these, and the consoles' one renderer
 * (apps/web/src/shared/audit/) must have words for each: a new action or field is a type error until it is
 * given words in both languages.
 */

export const ALL_AUDIT_ACTIONS = [
  ...AUDIT_ACTIONS,
  ...TABLE_AUDIT_ACTIONS,
  ...TABLE_SETUP_AUDIT_ACTIONS,
  ...TABLE_MOVE_AUDIT_ACTIONS,
  ...WAITER_ORDER_AUDIT_ACTIONS,
  ...STATION_AUDIT_ACTIONS,
  ...ADJUSTMENT_AUDIT_ACTIONS,
  ...SHIFT_AUDIT_ACTIONS,
  ...PRINTER_AUDIT_ACTIONS,
  ...COUPON_AUDIT_ACTIONS,
  ...SETTINGS_AUDIT_ACTIONS,
  ...PAYMENT_SETTINGS_AUDIT_ACTIONS,
  ...ZATCA_AUDIT_ACTIONS,
  ...MENU_AUDIT_ACTIONS,
  ...ADMIN_AUDIT_ACTIONS,
] as const;
export type AnyAuditAction = (typeof ALL_AUDIT_ACTIONS)[number];

/** Every key of an entry's details (top level, and inside before/after), as the server writes them. */
export const AUDIT_DETAIL_FIELDS = [
  // Shape
  'before',
  'after',
  // People and access
  'email',
  'name',
  'nameAr',
  'role',
  'from',
  'to',
  'language',
  'inviteId',
  'staffUserId',
  'replacedInvites',
  'revokedInvites',
  'revokedSessions',
  // Orders, tables, money
  'orderNumber',
  'quantity',
  'orders',
  'reason',
  'refund',
  'amount',
  'shares',
  'creditNotes',
  'byHand',
  'tip',
  'remaining',
  'method',
  'invoiceNumber',
  'expected',
  'overShort',
  'table',
  'number',
  'capacity',
  'status',
  'outcome',
  'resolvedWaiterCalls',
  'isActive',
  'hash',
  // Coupons
  'code',
  'kind',
  'value',
  'maxDiscountHalalas',
  'minOrderHalalas',
  'startsAt',
  'endsAt',
  'maxUses',
  'perCustomerLimit',
  'itemIds',
  'categoryIds',
  // Settings
  'description',
  'descriptionAr',
  'address',
  'addressAr',
  'city',
  'phone',
  'logoUrl',
  'vatNumber',
  'commercialRegistration',
  'requirePaymentBeforeOrder',
  'pricingMode',
  'defaultTableCapacity',
  'maintenanceMode',
  'maintenanceMessage',
  'maintenanceMessageAr',
  'kitchenWarnMinutes',
  'kitchenLateMinutes',
  'provider',
  'source',
  'publishableKey',
  'secretKey',
  'webhookSecret',
  // Menu
  'id',
  'categoryId',
  'price',
  'priceHalalas',
  'photo',
  'photoUrl',
  'photoSrcset',
  'calories',
  'caffeineLevel',
  'isHighSalt',
  'isAvailable',
  'optionGroups',
  'categoriesCreated',
  'itemsCreated',
  'itemsUpdated',
  'rows',
  'createdItemIds',
  'updated',
  // The platform's
  'restaurantName',
  'note',
  'message',
  'mailedTo',
  'version',
  'restaurantId',
  'slug',
  'tables',
  'takeawayPoints',
  'ownerInvite',
  'expiresAt',
] as const;
export type AuditDetailField = (typeof AUDIT_DETAIL_FIELDS)[number];

/** An entry's details: only known keys at the top level (nested before/after are checked by the renderer's test). */
export type AuditDetails = { [K in AuditDetailField]?: unknown };
