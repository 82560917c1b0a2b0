export type { TableRow } from './tables.repository';
export {
  OPEN_ORDER_STATUSES,
  requireStaffTable,
  requireTable,
  requireTakeawayPoint,
  restaurantTables,
} from './tables.service';
