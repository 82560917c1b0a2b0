/**
 * Response shapes of the public API as the web app reads them (spec section 7, server brief).
 * Type-only mirror of `@sufra/domain/contracts` so no zod reaches the browser; replace each with
 * `import type { … } from '@sufra/domain/contracts'` once those contracts settle.
 */
import type { Halalas } from '@sufra/domain';

export interface PublicRestaurant {
  id: number;
  name: string;
  nameAr: string;
  slug: string;
  logo: string | null;
  requirePaymentBeforeOrder: boolean;
  pricingMode?: 'inclusive' | 'exclusive';
  vatNumber?: string | null;
  /** Read when the server sends it (the public contract has none yet): "Contact the restaurant". */
  phone?: string | null;
}

export interface TableCapacityInfo {
  capacity: number;
  activeOrderCount: number;
  availableCapacity: number;
  canAcceptNewOrder: boolean;
  isAtCapacity: boolean;
}

export interface TableValidation {
  restaurant: PublicRestaurant;
  table: { number: number; capacity: number; status: string };
  tableCapacity: TableCapacityInfo;
  hasActiveOrder: boolean;
}

export interface TakeawayValidation {
  restaurant: PublicRestaurant;
  takeaway: { id: number; name: string };
}

export interface MenuOption {
  id: number;
  name: string;
  nameAr: string;
  price: Halalas;
  maxQuantity: number;
}

export interface MenuOptionGroup {
  id: number;
  name: string;
  nameAr: string;
  minSelections: number;
  maxSelections: number;
  options: MenuOption[];
}

export type CaffeineLevel = 'none' | 'low' | 'medium' | 'high';

export interface MenuItem {
  id: number;
  name: string;
  nameAr: string;
  description: string | null;
  descriptionAr: string | null;
  price: Halalas;
  photo: string | null;
  calories: number | null;
  caffeineLevel: CaffeineLevel | null;
  isHighSalt: boolean;
  isAvailable: boolean;
  optionGroups: MenuOptionGroup[];
}

export interface MenuCategory {
  id: number;
  name: string;
  nameAr: string;
  items: MenuItem[];
}

export interface Menu {
  categories: MenuCategory[];
}

/** The table's order list (GET …/tables/:table/orders); ids are the public uuids. */
/** A pending payment: a split several phones pay shares of, or a cart paid before its order exists. */
export type {
  CouponCheck,
  CreatePendingPaymentBody,
  OrderItem,
  OrderSummary,
  PendingPayment,
  PendingPaymentTransaction,
  PlaceOrderBody,
  SplitConfig,
  TableOrder as TableOrderSummary,
  WaiterCall,
} from '@sufra/domain/contracts';
