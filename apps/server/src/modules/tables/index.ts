export type { TableRow } from './tables.repository';
export {
  counterTakeawayPoint,
  OPEN_ORDER_STATUSES,
  requireStaffTable,
  requireTable,
  requireTakeawayPoint,
  restaurantTables,
} from './tables.service';
