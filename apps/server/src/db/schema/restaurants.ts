import type { Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp } from './columns';

// Restaurants and what a diner browses: categories, menus, options, tables, takeaway points, coupons.

export interface BusinessCategoriesTable {
  id: Generated<number>;
  key: string;
  name: string;
  nameAr: string;
  sort: Defaulted<number>;
}

export interface RestaurantsTable {
  id: Generated<number>;
  name: string;
  nameAr: string;
  slug: string;
  description: Defaulted<string>;
  descriptionAr: Defaulted<string>;
  address: Defaulted<string>;
  addressAr: Defaulted<string>;
  city: Defaulted<string>;
  phone: string | null;
  email: string | null;
  logoUrl: string | null;
  vatNumber: string | null;
  businessCategoryId: number | null;
  pricingMode: Defaulted<'inclusive' | 'exclusive'>;
  requirePaymentBeforeOrder: Defaulted<boolean>;
  timezone: Defaulted<string>;
  status: Defaulted<'active' | 'suspended'>;
  /** Bumped by every menu change; part of the menu ETag. */
  menuVersion: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0022: a kitchen ticket older than this many minutes shows the warning colour. */
  kitchenWarnMinutes: Defaulted<number>;
  /** Migration 0022: … and older than this, the late colour. */
  kitchenLateMinutes: Defaulted<number>;
  /** Migration 0025: the commercial registration (CR) number, 10 digits. */
  commercialRegistration: string | null;
  /** Migration 0025: how many open orders a table the restaurant adds takes at once. */
  defaultTableCapacity: Defaulted<number>;
  /** Migration 0025: while on, diners see the message and no new order or payment starts. */
  maintenanceMode: Defaulted<boolean>;
  maintenanceMessage: Defaulted<string>;
  maintenanceMessageAr: Defaulted<string>;
  /** Migration 0029: the marketing plan shown to the platform admin (a label, nothing enforced). */
  plan: Defaulted<'trial' | 'starter' | 'growth' | 'unlimited'>;
  /** Migration 0029: why and since when a suspended restaurant is closed to diners. */
  suspendedReason: string | null;
  suspendedAt: NullableTimestamp;
  /** Migration 0029: staff first opened or downloaded the QR sheet (the first-service checklist). */
  qrSheetOpenedAt: NullableTimestamp;
}

export interface MenuCategoriesTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  nameAr: string;
  sort: Defaulted<number>;
  isActive: Defaulted<boolean>;
  createdAt: CreatedAt;
  /** Migration 0036: the kitchen station its dishes go to; null: every station. */
  stationId: number | null;
}

/** Migration 0036: a restaurant's kitchen stations (issue 29 item 2). */
export interface KitchenStationsTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  nameAr: string;
  sort: Defaulted<number>;
  createdAt: CreatedAt;
}

export type CaffeineLevel = 'none' | 'low' | 'medium' | 'high';

export interface MenuItemsTable {
  id: Generated<number>;
  restaurantId: number;
  categoryId: number;
  name: string;
  nameAr: string;
  description: Defaulted<string>;
  descriptionAr: Defaulted<string>;
  priceHalalas: number;
  photoUrl: string | null;
  /** Migration 0026: the uploaded photo's WebP widths for `<img srcset>`; null without them. */
  photoSrcset: string | null;
  calories: number | null;
  caffeineLevel: Defaulted<CaffeineLevel>;
  isHighSalt: Defaulted<boolean>;
  isAvailable: Defaulted<boolean>;
  sort: Defaulted<number>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
  /** Migration 0036: this dish's own station, over its category's; null: its category's. */
  stationId: number | null;
}

export interface OptionGroupsTable {
  id: Generated<number>;
  menuItemId: number;
  name: string;
  nameAr: string;
  minSelections: Defaulted<number>;
  maxSelections: Defaulted<number>;
  sort: Defaulted<number>;
}

export interface OptionsTable {
  id: Generated<number>;
  optionGroupId: number;
  name: string;
  nameAr: string;
  priceHalalas: Defaulted<number>;
  maxQuantity: Defaulted<number>;
  isAvailable: Defaulted<boolean>;
  sort: Defaulted<number>;
}

export interface TablesTable {
  id: Generated<number>;
  restaurantId: number;
  number: number;
  hash: string;
  capacity: Defaulted<number>;
  status: Defaulted<'active' | 'maintenance'>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface TakeawayPointsTable {
  id: Generated<number>;
  restaurantId: number;
  name: string;
  nameAr: string;
  hash: string;
  isActive: Defaulted<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}

export interface CouponsTable {
  id: Generated<number>;
  restaurantId: number;
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points for percent coupons, halalas for fixed ones. */
  value: number;
  maxDiscountHalalas: number | null;
  minOrderHalalas: number | null;
  startsAt: NullableTimestamp;
  endsAt: NullableTimestamp;
  maxUses: number | null;
  usedCount: Defaulted<number>;
  perCustomerLimit: number | null;
  itemIds: number[] | null;
  /** Whole categories the coupon covers (with `itemIds`: the lines it discounts); null or empty: all. */
  categoryIds: number[] | null;
  isActive: Defaulted<boolean>;
  createdAt: CreatedAt;
  updatedAt: CreatedAt;
}
