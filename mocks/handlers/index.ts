import type { RequestHandler } from 'msw';
import { failureHandlers, type FailureHandlerOptions } from '../failures';
import { analyticsHandlers } from './analytics';
import { contactHandlers } from './contact';
import { errorTrackerHandlers } from './error-tracker';
import { familyHandlers } from './family';
import { geographyHandlers } from './geography';
import { inspectHandlers } from './inspect';
import { memberHandlers } from './member';
import { pharmacyHandlers } from './pharmacies';
import { providerHandlers } from './providers';
import { reimbursementHandlers } from './reimbursements';
import { residencyHandlers } from './residency';

/** Every API handler, without the failure switch. */
const apiHandlers: RequestHandler[] = [
  ...geographyHandlers,
  ...providerHandlers,
  ...pharmacyHandlers,
  ...contactHandlers,
  ...memberHandlers,
  ...reimbursementHandlers,
  ...familyHandlers,
  ...residencyHandlers,
  ...analyticsHandlers,
  ...errorTrackerHandlers,
];

/** The failure switch first (one place for every endpoint), then the API. */
export function createHandlers(options: FailureHandlerOptions = {}): RequestHandler[] {
  return [...failureHandlers(options), ...inspectHandlers, ...apiHandlers];
}

/** What Vitest and the HTTP server use: no latency. */
export const handlers: RequestHandler[] = createHandlers();
