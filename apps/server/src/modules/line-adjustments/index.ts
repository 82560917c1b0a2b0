export { lineAdjustmentsRoutes } from './line-adjustments.routes';
export { voidLineNow } from './request-adjustment.service';
