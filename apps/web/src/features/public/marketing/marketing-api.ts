import * as routes from '@sufra/domain/routes';
import { call } from '../../../shared/api-client';
import type { DemoRequestBody } from './lib/demo-request-validation';

/** POST /api/public/demo-requests; throws ApiError (its message is already in the visitor's language). */
export function postDemoRequest(body: DemoRequestBody): Promise<unknown> {
  return call(routes.createDemoRequest, { body });
}
