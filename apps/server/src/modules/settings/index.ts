export type { MaintenanceFacts } from './maintenance';
export { assertTakingOrders, readMaintenance } from './maintenance';
