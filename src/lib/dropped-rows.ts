import { track } from './analytics';
import { captureFailure } from './error-tracker';

/**
 * Rows of an API list that could not be read are left out and the rest is shown (src/api/paged.ts). So that a broken
 * feed is noticed by someone other than the visitor, each answer that lost rows is reported: to the console in
 * development, to the error tracker (one event per answer) and as the analytics event `api_rows_dropped` (the list's name and the count; never the row) when
 * analytics is on.
 */
export function reportDroppedRows(list: string, count: number): void {
  if (count <= 0) return;
  if (import.meta.env.DEV) console.warn(`[api] ${list}: ${count} row(s) could not be read and were left out`);
  track('api_rows_dropped', { list, count });
  captureFailure({
    kind: 'dropped-rows',
    message: `${count} row(s) of ${list} could not be read`,
    tags: { list, count },
  });
}
