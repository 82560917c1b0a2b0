import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m0001 from './0001-restaurants-menus';
import * as m0002 from './0002-orders-payments';
import * as m0003 from './0003-people-platform';
import * as m0004 from './0004-business-categories';
import * as m0005 from './0005-order-public-ids';
import * as m0006 from './0006-notifications';
import * as m0007 from './0007-onboarding-public-ids';
import * as m0008 from './0008-sandbox-payments';
import * as m0009 from './0009-payment-reservations';
import * as m0010 from './0010-invoice-details';
import * as m0011 from './0011-pending-payments';
import * as m0012 from './0012-pending-payments-sweep-index';
import * as m0013 from './0013-credit-notes';
import * as m0014 from './0014-fixed-splits-table-payments';
import * as m0015 from './0015-coupon-identity-creation-error-params';
import * as m0016 from './0016-order-access-keys';
import * as m0017 from './0017-staff-stream-tickets';
import * as m0018 from './0018-money-bigint';
import * as m0019 from './0019-partial-credit-notes';
import * as m0020 from './0020-rate-limit-hits';
import * as m0021 from './0021-staff-roles-invites';
import * as m0022 from './0022-kitchen-tickets-cancel-reason';
import * as m0023 from './0023-payments-at-restaurant';
import * as m0024 from './0024-coupon-categories';
import * as m0025 from './0025-restaurant-settings';
import * as m0026 from './0026-menu-photo-srcset';
import * as m0027 from './0027-restaurant-payment-settings';
import * as m0028 from './0028-application-review';
import * as m0029 from './0029-platform-admin';
import * as m0030 from './0030-push-subscriptions';
import * as m0031 from './0031-gateway-credentials';
import * as m0032 from './0032-zatca-phase2';
import * as m0033 from './0033-zatca-alerts';
import * as m0034 from './0034-einvoice-reissue';
import * as m0035 from './0035-order-placed-by-staff';
import * as m0036 from './0036-kitchen-stations';
import * as m0037 from './0037-printers';
import * as m0038 from './0038-table-moves';
import * as m0039 from './0039-line-adjustments';
import * as m0040 from './0040-day-close';
import * as m0041 from './0041-restaurant-slug-ids';
import * as m0042 from './0042-printer-test-pages';
import * as m0043 from './0043-pending-payment-index-partial';

/**
 * Migrations are listed statically (not read from disk) so they work the same under tsx, vitest and any
 * bundler. Names sort in the order they must run; never rename or edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-restaurants-menus': m0001,
  '0002-orders-payments': m0002,
  '0003-people-platform': m0003,
  '0004-business-categories': m0004,
  '0005-order-public-ids': m0005,
  '0006-notifications': m0006,
  '0007-onboarding-public-ids': m0007,
  '0008-sandbox-payments': m0008,
  '0009-payment-reservations': m0009,
  '0010-invoice-details': m0010,
  '0011-pending-payments': m0011,
  '0012-pending-payments-sweep-index': m0012,
  '0013-credit-notes': m0013,
  '0014-fixed-splits-table-payments': m0014,
  '0015-coupon-identity-creation-error-params': m0015,
  '0016-order-access-keys': m0016,
  '0017-staff-stream-tickets': m0017,
  '0018-money-bigint': m0018,
  '0019-partial-credit-notes': m0019,
  '0020-rate-limit-hits': m0020,
  '0021-staff-roles-invites': m0021,
  '0022-kitchen-tickets-cancel-reason': m0022,
  '0023-payments-at-restaurant': m0023,
  '0024-coupon-categories': m0024,
  '0025-restaurant-settings': m0025,
  '0026-menu-photo-srcset': m0026,
  '0027-restaurant-payment-settings': m0027,
  '0028-application-review': m0028,
  '0029-platform-admin': m0029,
  '0030-push-subscriptions': m0030,
  '0031-gateway-credentials': m0031,
  '0032-zatca-phase2': m0032,
  '0033-zatca-alerts': m0033,
  '0034-einvoice-reissue': m0034,
  '0035-order-placed-by-staff': m0035,
  '0036-kitchen-stations': m0036,
  '0037-printers': m0037,
  '0038-table-moves': m0038,
  '0039-line-adjustments': m0039,
  '0040-day-close': m0040,
  '0041-restaurant-slug-ids': m0041,
  '0042-printer-test-pages': m0042,
  '0043-pending-payment-index-partial': m0043,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
