import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock API for Vitest (msw/node). No latency. Failures: `setFailureRules`
 * from mocks/failures.ts, or `PUT http://<any host>/__mock/failures`.
 */
export const server = setupServer(...handlers);
