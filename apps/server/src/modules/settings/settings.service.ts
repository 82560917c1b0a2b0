import { AppError, OWNER_ONLY_SETTINGS } from '@sufra/domain';
import type {
  RestaurantSettings,
  SettingsAuditAction,
  SettingsOperationsChanges,
  SettingsProfileChanges,
} from '@sufra/domain/contracts';
import type { SufraEvent } from '@sufra/domain/events';
import type { Database } from '../../db/schema';
import { recordAudit } from '../../platform/audit/record-audit';
import { restaurantOf, type StaffPrincipal } from '../../platform/auth/require-staff';
import { inTransaction } from '../../platform/db/transaction';
import { type EventBus, publishAll } from '../../platform/realtime/event-bus';
import { findSettingsRow, type SettingsRow, updateSettingsRow } from './settings.repository';

export interface SettingsContext {
  db: Database;
  events: EventBus;
}

type Section = 'profile' | 'operations';
type Changes = Partial<Omit<SettingsRow, 'logoUrl'>> & { logoUrl?: string | null };

const OWNER_ONLY: ReadonlySet<string> = new Set(OWNER_ONLY_SETTINGS);

function settingsView(row: SettingsRow): RestaurantSettings {
  return {
    profile: {
      name: row.name,
      nameAr: row.nameAr,
      description: row.description,
      descriptionAr: row.descriptionAr,
      address: row.address,
      addressAr: row.addressAr,
      city: row.city,
      phone: row.phone,
      email: row.email,
      logoUrl: row.logoUrl,
      vatNumber: row.vatNumber,
      commercialRegistration: row.commercialRegistration,
    },
    operations: {
      requirePaymentBeforeOrder: row.requirePaymentBeforeOrder,
      pricingMode: row.pricingMode,
      defaultTableCapacity: row.defaultTableCapacity,
      maintenanceMode: row.maintenanceMode,
      maintenanceMessage: row.maintenanceMessage,
      maintenanceMessageAr: row.maintenanceMessageAr,
      kitchen: { warnMinutes: row.kitchenWarnMinutes, lateMinutes: row.kitchenLateMinutes },
    },
  };
}

/** GET /api/staff/settings */
export async function getSettings(db: Database, staff: StaffPrincipal): Promise<RestaurantSettings> {
  const row = await findSettingsRow(db, restaurantOf(staff));
  if (!row) throw new AppError('RESTAURANT_NOT_FOUND');
  return settingsView(row);
}

/**
 * Writes the fields that really change, under the restaurant's row lock, and audits them (before and after)
 * in the same transaction: a change is never without its trace. A manager's change to an owner's field
 * (OWNER_ONLY_SETTINGS) refuses the whole request, so nothing of it is half-written. The events go out
 * after the commit: open console screens refetch; kitchens recolour when the thresholds changed.
 */
async function applyChanges(
  ctx: SettingsContext,
  staff: StaffPrincipal,
  section: Section | 'logo',
  changes: Changes,
): Promise<{ settings: RestaurantSettings; changed: (keyof Changes)[] }> {
  const restaurantId = restaurantOf(staff);
  const action: SettingsAuditAction =
    section === 'profile'
      ? 'settings.profile_updated'
      : section === 'operations'
        ? 'settings.operations_updated'
        : 'settings.logo_updated';
  const result = await inTransaction(ctx.db, async (trx) => {
    const before = await findSettingsRow(trx, restaurantId, true);
    if (!before) throw new AppError('RESTAURANT_NOT_FOUND');
    const changed = (Object.keys(changes) as (keyof Changes)[]).filter(
      (key) => changes[key] !== undefined && changes[key] !== before[key],
    );
    if (staff.role !== 'owner' && changed.some((key) => OWNER_ONLY.has(key)))
      throw new AppError('SETTINGS_OWNER_ONLY');
    const after: SettingsRow = { ...before, ...changes } as SettingsRow;
    if (changed.length > 0) {
      const picked = Object.fromEntries(changed.map((key) => [key, changes[key]]));
      await updateSettingsRow(trx, restaurantId, picked);
      await recordAudit(trx, {
        restaurantId,
        actorId: staff.id,
        action,
        subject: `restaurant:${restaurantId}`,
        details: {
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: picked,
        },
      });
    }
    return { settings: settingsView(after), changed };
  });
  if (result.changed.length > 0) {
    const events: SufraEvent[] = [
      {
        type: 'restaurant.settings_changed',
        restaurantId,
        tableNumber: null,
        data: {
          section: section === 'operations' ? 'operations' : 'profile',
          maintenanceMode: result.settings.operations.maintenanceMode,
        },
      },
    ];
    if (result.changed.includes('kitchenWarnMinutes') || result.changed.includes('kitchenLateMinutes'))
      events.push({
        type: 'kitchen.settings_changed',
        restaurantId,
        tableNumber: null,
        data: { thresholds: result.settings.operations.kitchen },
      });
    await publishAll(ctx.events, events);
  }
  return result;
}

/** PATCH /api/staff/settings/profile */
export async function updateProfile(
  ctx: SettingsContext,
  staff: StaffPrincipal,
  body: SettingsProfileChanges,
): Promise<RestaurantSettings> {
  return (await applyChanges(ctx, staff, 'profile', body)).settings;
}

/**
 * PATCH /api/staff/settings/operations. Pricing mode and paying before ordering apply to orders placed
 * from now on (an order keeps the prices and rules it was placed with).
 */
export async function updateOperations(
  ctx: SettingsContext,
  staff: StaffPrincipal,
  body: SettingsOperationsChanges,
): Promise<RestaurantSettings> {
  const { kitchen, ...rest } = body;
  const changes: Changes = {
    ...rest,
    ...(kitchen ? { kitchenWarnMinutes: kitchen.warnMinutes, kitchenLateMinutes: kitchen.lateMinutes } : {}),
  };
  return (await applyChanges(ctx, staff, 'operations', changes)).settings;
}

/** POST /api/staff/settings/logo, after the file is saved: points the restaurant at it. */
export async function setLogo(
  ctx: SettingsContext,
  staff: StaffPrincipal,
  logoUrl: string,
): Promise<RestaurantSettings> {
  return (await applyChanges(ctx, staff, 'logo', { logoUrl })).settings;
}
