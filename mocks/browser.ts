import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';
import { failureRulesFromLocalStorage, setExtraFailureSource } from './failures';

/**
 * The mock API in the browser for `npm run dev`: 150–300 ms of latency on
 * /api/ calls, and the failure switch also reads localStorage['mock:fail'].
 */
setExtraFailureSource(failureRulesFromLocalStorage);

export const worker = setupWorker(...createHandlers({ latency: [150, 300] }));

export function startMockWorker() {
  return worker.start({ onUnhandledRequest: 'bypass', quiet: true });
}
