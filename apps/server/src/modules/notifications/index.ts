export type { PickupSmsDelivery } from './pickup-sms.service';
export { pickupSmsDeliveries } from './pickup-sms.service';
