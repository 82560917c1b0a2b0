import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';

/** The welcome screen's own call: a takeaway QR's link checked (a table's is shared with the first screens' server). */
export const welcomeApi = {
  validateTakeaway: (restaurantId: number, hash: string) =>
    call(routes.validateTakeaway, { query: { restaurantId, hash } }),
};
